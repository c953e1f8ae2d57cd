import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/**
 * Runs `npm start`'s entry point as its own process with the embedded database (any
 * DATABASE_URL of the caller is dropped). `ready` settles when it prints that it is ready.
 */
export function spawnServer(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info", SEED_DEMO: "false", ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(TSX, ["src/server/main.ts"], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Ready on")) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  ready.catch(() => {}); // awaited only by callers that expect a start
  return { child, ready, exited, output: () => output };
}
