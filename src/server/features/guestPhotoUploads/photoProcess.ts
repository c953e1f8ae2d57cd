import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import type { PhotoJob, PhotoWorkAnswer } from "./photoWork";

/**
 * Guests' photos are made into their files in a process of their own at a lower priority
 * (nice 10), started at the first photo: a crowd uploading at once (twenty 12 MP photos after the
 * first dance) then takes the cores only while the app process does not need them, so the guest
 * page answers as fast as without them. It reads the upload's parts from the database itself and
 * leaves the files it made on disk, so no photo passes through the app process's heap on the way.
 * The image slots still bound how many run at once (imageJobs.ts). The process runs TypeScript
 * through tsx, as the app does, and ends with it.
 */
export const PHOTO_PROCESS_NICE = 10;

type Answer = PhotoWorkAnswer | { failed: string };

let child: ChildProcess | null = null;
let lastId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

function photoProcess(): ChildProcess {
  if (child?.connected) return child;
  const started = fork(new URL("./photoProcessMain.ts", import.meta.url), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  try {
    if (started.pid) os.setPriority(started.pid, PHOTO_PROCESS_NICE);
  } catch {
    // A system that refuses a lower priority still gets the photos made, at the same one.
  }
  started.on("message", ({ id, answer }: { id: number; answer: Answer }) => {
    waiting.get(id)?.(answer);
    waiting.delete(id);
  });
  // Gone (out of memory, killed): what it was making fails, and the next photo starts a new one.
  started.once("exit", (code, signal) => {
    if (child === started) child = null;
    for (const [id, answer] of waiting) {
      answer({ failed: `the photo process ended (${signal ?? code})` });
      waiting.delete(id);
    }
  });
  // Idle, it keeps no app process from ending.
  started.unref();
  started.channel?.unref();
  child = started;
  return started;
}

/** One finished upload made into its files by the photo process. */
export function inPhotoProcess(job: PhotoJob): Promise<PhotoWorkAnswer> {
  const worker = photoProcess();
  const id = ++lastId;
  return new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    worker.channel?.ref();
    worker.send({ id, ...job }, (error) => {
      if (!error) return;
      waiting.delete(id);
      resolve({ failed: error.message });
    });
  }).then((answer) => {
    if (!waiting.size) worker.channel?.unref();
    if ("failed" in answer) throw new Error(`A guest's photo could not be made: ${answer.failed}`);
    return answer;
  });
}
