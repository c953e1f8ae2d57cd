import fs from "node:fs/promises";
import path from "node:path";
import { embeddedServer, freePort, maintenanceUrl } from "../../src/server/db/embedded";

/**
 * A PostgreSQL server of a test's own (the embedded engine) that the test stops and starts
 * again on the same data folder and port, as an operator's restart does. `stop` is a fast
 * shutdown: open transactions are rolled back and busy connections terminated.
 */
export async function startRestartablePostgres(dataDir: string) {
  const databaseDir = path.join(dataDir, "postgres");
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const server = embeddedServer(databaseDir, port);
  await server.initialise();
  await server.start();
  return {
    /** The maintenance database's URL. */
    url: maintenanceUrl(port),
    stop: () => server.stop(),
    start: () => server.start(),
    remove: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
