import path from "node:path";
import { siteUrl } from "../domain/links";
import { buildApp } from "./app";
import { applyMigrations, connect, whileStartupLocked } from "./db/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { outboxMailer } from "./providers/mail/outbox";
import { composeDeps } from "./composeDeps";
import { smtpMailer } from "./providers/mail/smtp";
import { loadConfigOrExit, stopOnSignals, surviveDatabaseOutages } from "./processLifecycle";
import { seedDemo } from "./seed/demo";
import { starterImages } from "./seed/starterImages";
import { builtShell, devShell } from "./web/shell";
import { logDestination, serverLogger } from "./logger";

/** The composition root: configuration, database, providers, app; and a clean stop on Ctrl-C. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  const log = serverLogger(config.logLevel);
  surviveDatabaseOutages(log);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (message) => log.warn(message));
    databaseUrl = await ensureDatabase(embedded.url, "eventsite");
  }
  const database = connect(databaseUrl, 10, (error) => log.warn({ code: (error as { code?: string }).code, reason: error.message }, "database connection lost; the pool connects again when the database is back"));
  const outbox = config.mailer.kind === "outbox" ? outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom) : undefined;
  const deps = composeDeps(config, database.db, outbox ?? smtpMailer((config.mailer as { url: string }).url, config.mailFrom), {}, (message, error) => log.warn({ err: error }, message));
  const base = `http://localhost:${config.port}`;
  let demoLines: string[] = [];
  await whileStartupLocked(database, async () => {
    await applyMigrations(database);
    if (!config.seedDemo) return;
    const demo = await seedDemo(database.db, deps.storage, config.brand, config.sitesDomain, new Date());
    demoLines = [`Demo owner: ${demo.mail} / ${demo.password}`, `Demo editor: ${base}/redigera/${demo.siteId}/`, `Demo guest page: ${siteUrl(demo.host, config.siteOrigin)}`];
  });
  const production = config.env === "production";
  const app = await buildApp({
    deps,
    logger: { level: config.logLevel, stream: logDestination() },
    shell: production ? builtShell : (server) => devShell(server, config.dataDir, config.editHosts),
    outbox: outbox && !production ? outbox.list : undefined,
  });

  stopOnSignals(log, "the server", async () => {
    await app.close();
    await database.close();
    await embedded?.stop();
  });

  await app.listen({ port: config.port, host: config.host });
  // The starter pictures, so the first quick-start visitor or new owner does not wait for them to be drawn.
  starterImages(deps.storage).catch((error: unknown) => log.error({ err: error }, "storing the starter pictures failed; retried on first need"));
  for (const line of demoLines) log.info(line);
  const sandboxes = [deps.cardPayments.sandbox && "card payments (Stripe fake)", deps.swish.sandbox && "Swish (Swish fake)", deps.registrar.sandbox && "domain registrar", deps.shipping.sandbox && "shipping (sandbox carriers)", config.printPartner.kind === "sandbox" && "print shop (files in DATA_DIR/print-orders)"].filter(Boolean);
  if (sandboxes.length) log.warn(`SANDBOX: ${sandboxes.join(", ")} — nothing is really paid, registered, printed or shipped`);
  log.info(`Ready on ${base} in ${Math.round(performance.now() - startedAt)} ms (${embedded ? "embedded PostgreSQL" : "DATABASE_URL"}, ${config.brand.brand}/${config.brand.market})`);
}

main().catch((error) => {
  serverLogger().fatal({ err: error, severity: 3 }, "start-up failed");
  process.exit(1);
});
