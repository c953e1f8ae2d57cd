import { buildApp } from "./app";
import { composeDeps } from "./composeDeps";
import { ConfigError } from "./config";
import { connect } from "./db/client";
import { configuredMailer } from "./providers/mail/configured";
import { loadConfigOrExit, stopOnSignals, surviveDatabaseOutages } from "./processLifecycle";
import { logDestination, serverLogger } from "./logger";

/**
 * `npm run worker`: works the job queues (mails, reminders, follow-ups) without serving
 * HTTP, beside web processes started with JOBS_WORKER=false. It builds the same app so
 * every feature registers its workers exactly as in the web process, then never listens.
 * The web process migrates the database; start it first.
 */
async function worker() {
  const config = loadConfigOrExit((loaded) => {
    if (!loaded.databaseUrl) throw new ConfigError("Invalid configuration: a separate worker needs DATABASE_URL (the embedded database belongs to the web process)");
  });
  const log = serverLogger(config.logLevel);
  surviveDatabaseOutages(log);
  const database = connect(config.databaseUrl!, 5, (error) => log.warn({ code: (error as { code?: string }).code, reason: error.message }, "database connection lost; the pool connects again when the database is back"));
  const mailer = configuredMailer(config);
  const deps = composeDeps({ ...config, jobsWorker: true }, database.db, mailer, {}, (message, error) => log.warn({ err: error }, message));
  const app = await buildApp({ deps, logger: { level: config.logLevel, stream: logDestination() } });
  // Before the queues start: a job may finish before `ready` returns, and a stop then must still be a clean one.
  stopOnSignals(log, "the worker", async () => {
    await app.close();
    await database.close();
  });
  await app.ready();
  log.info("Worker ready: working the job queues");
}

worker().catch((error) => {
  serverLogger().fatal({ err: error, severity: 3 }, "worker start-up failed");
  process.exit(1);
});
