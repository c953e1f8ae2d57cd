import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/server/db/embedded";
import { spawnServer } from "../tests/support/spawnServer";

/** Time from process start to "Ready": the first start (creates the database) and a warm one. */
export async function benchStartup() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-start-"));
  await fs.chmod(dataDir, 0o755);
  const timed = async () => {
    const started = performance.now();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1", SEED_DEMO: "true" });
    await server.ready;
    const ms = performance.now() - started;
    server.child.kill("SIGINT");
    await server.exited;
    return Math.round(ms);
  };
  const cold = await timed();
  const warm = [await timed(), await timed(), await timed()].sort((a, b) => a - b)[1]!;
  await fs.rm(dataDir, { recursive: true, force: true });
  return { "cold start (new data folder), ms": cold, "warm start (median of 3), ms": warm };
}
