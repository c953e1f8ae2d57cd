import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import { freePort } from "../../../src/server/db/embedded";
import { composeDeps } from "../../../src/server/composeDeps";
import { outboxMailer } from "../../../src/server/providers/mail/outbox";
import { seedDemo } from "../../../src/server/seed/demo";
import { builtShell } from "../../../src/server/web/shell";
import { createTestDatabase } from "../../support/database";
import { copyStarterFiles } from "../../support/starterFiles";
import { mailDelivered } from "../../support/mailQueue";

/** The real server on a loopback port, with the built web app and the development outbox. */
export async function startE2eServer(env: Record<string, string> = {}, options: { seedDemo?: boolean } = {}) {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "e2e-data-"));
  const port = await freePort();
  const config = loadConfig({ NODE_ENV: "test", MAPS: "sandbox", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", APP_URL: `http://localhost:${port}`, JOBS_POLLING_SECONDS: "0.5", ...env });
  const mailer = outboxMailer(path.join(dataDir, "outbox"), config.mailFrom);
  const deps = composeDeps(config, database.db, mailer);
  // The starter pictures as a process that stored them earlier finds them: drawn once per machine, not once a server.
  await copyStarterFiles(deps.storage);
  // Mail goes out through the queue: the outbox is read (by the journeys and on /dev/outbox) once all queued mail is in it.
  const outbox = {
    ...mailer,
    list: async () => {
      await mailDelivered(database);
      return mailer.list();
    },
  };
  const app = await buildApp({ deps, shell: builtShell, outbox: outbox.list });
  await app.listen({ port, host: "127.0.0.1" });
  const demo = options.seedDemo ? await seedDemo(database.db, deps.storage, config.brand, config.sitesDomain, new Date()) : undefined;
  return {
    app,
    deps,
    database,
    demo,
    url: `http://localhost:${port}`,
    /** The address of a public site host on this server. */
    siteUrl: (host: string) => `http://${host}:${port}`,
    outbox,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;
