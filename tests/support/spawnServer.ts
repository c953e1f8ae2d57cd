import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The variables `npm start` sets before its command (the C allocator's, which bound the process's memory). */
const START_ENV = Object.fromEntries(
  [...(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start.matchAll(/(?<=^|\s)(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
);

/** Node's flags for the app's entry points as `npm start` and `npm run worker` give them: tsx's loader, and Preact for the guest page. */
export const APP_IMPORTS = ["--import", "tsx", "--import", "./src/server/guestRuntime/register.ts"];

/**
 * Runs `npm start`'s entry point as its own process. The caller's DATABASE_URL is not
 * inherited (the embedded database is used) unless `env` gives one. `ready` settles once
 * the server answers HTTP on env.PORT.
 */
export function spawnServer(env: Record<string, string> & { PORT: string }) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...START_ENV, LOG_LEVEL: "info", SEED_DEMO: "false" };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  // Node itself with tsx's loader, not the tsx wrapper, whose own child would outlive a SIGKILL of it.
  const child = spawn(process.execPath, [...APP_IMPORTS, "src/server/main.ts"], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let stopped = false;
  void exited.then(() => (stopped = true));
  const ready = (async () => {
    while (!stopped) {
      const answered = await fetch(`http://127.0.0.1:${env.PORT}/api/accounts/me/`).then(() => true, () => false);
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`exited with ${await exited}: ${output}`);
  })();
  ready.catch(() => {}); // awaited only by callers that expect a start
  return { child, ready, exited, output: () => output };
}

/**
 * Runs `npm run worker`'s entry point as its own process (DATABASE_URL must be in `env`).
 * `ready` settles once it logs that it works the queues.
 */
export function spawnWorker(env: Record<string, string> & { DATABASE_URL: string }) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...START_ENV, LOG_LEVEL: "info", ...env };
  const child = spawn(process.execPath, [...APP_IMPORTS, "src/server/worker.ts"], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Worker ready")) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}
