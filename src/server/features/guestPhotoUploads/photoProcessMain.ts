import { photoWork } from "./photoWork";

/**
 * The photo process (photoProcess.ts starts it): takes a guest's image at a time per message and
 * answers its files. It ends with the app process that started it.
 */
interface Job {
  id: number;
  file: Uint8Array;
  heic: boolean;
  folder: string;
  fileId: string;
  originalName: string;
}

process.on("message", (job: Job) => {
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  void photoWork(file, job.heic, job.folder, job.fileId, job.originalName)
    .catch((error: unknown) => ({ failed: String(error) }))
    .then((answer) => process.send!({ id: job.id, answer }));
});
process.on("disconnect", () => process.exit(0));
