import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { applyMigrations, connect } from "../src/server/db/client";
import { ensureDatabase, freePort, startEmbeddedPostgres } from "../src/server/db/embedded";
import buildWebApp from "../tests/e2e/support/globalBuild";
import { spawnServer } from "../tests/support/spawnServer";

/**
 * The production server in its own process (so load generation here does not share its
 * event loop), over an embedded PostgreSQL this process also reaches, with the demo seeded.
 */
export async function startBenchServer(options: { assets?: string[] } = {}) {
  await buildWebApp();
  // The server routes the asset files there are when it starts (no wildcard): files named
  // in `assets` are created empty now, to be filled once there is something to put in them.
  await Promise.all((options.assets ?? []).map((name) => fs.writeFile(path.resolve(import.meta.dirname, "../dist/client/assets", name), "")));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-"));
  await fs.chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres(dataDir, () => {});
  const databaseUrl = await ensureDatabase(postgres.url, "bench");
  const database = connect(databaseUrl);
  await applyMigrations(database);
  const port = await freePort();
  const server = spawnServer({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true", SEED_DEMO: "true", LOG_LEVEL: "warn", RATE_LIMIT_PER_IP: "100000000", TRUST_PROXY: "127.0.0.1", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await server.ready;
  return {
    port,
    database,
    editUrl: `http://localhost:${port}`,
    demoUrl: `http://demo.localhost:${port}`,
    /** The app process's resident memory now and at its peak (Linux /proc), in MB. */
    memory: async () => {
      const status = await fs.readFile(`/proc/${server.child.pid}/status`, "utf8");
      const mb = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) / 1024);
      return { rss: mb("VmRSS"), peak: mb("VmHWM") };
    },
    stop: async () => {
      server.child.kill("SIGINT");
      await server.exited;
      await database.close();
      await postgres.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
