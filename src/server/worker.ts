import path from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { composeDeps } from "./composeDeps";
import { ConfigError, loadConfig, type Config } from "./config";
import { connect } from "./db/client";
import { outboxMailer } from "./providers/mail/outbox";
import { smtpMailer } from "./providers/mail/smtp";

/**
 * `npm run worker`: works the job queues (mails, reminders, follow-ups) without serving
 * HTTP, beside web processes started with JOBS_WORKER=false. It builds the same app so
 * every feature registers its workers exactly as in the web process, then never listens.
 * The web process migrates the database; start it first.
 */
async function worker() {
  let config: Config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) throw new ConfigError("Invalid configuration: a separate worker needs DATABASE_URL (the embedded database belongs to the web process)");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino().fatal({ severity: 3 }, error.message);
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });
  const database = connect(config.databaseUrl, 5, (error) => log.warn({ err: error }, "idle database connection closed"));
  const mailer = config.mailer.kind === "smtp" ? smtpMailer(config.mailer.url, config.mailFrom) : outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom);
  const deps = composeDeps({ ...config, jobsWorker: true }, database.db, mailer, {}, (message, error) => log.warn({ err: error }, message));
  const app = await buildApp({ deps, logger: { level: config.logLevel } });
  await app.ready();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the worker`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  log.info("Worker ready: working the job queues");
}

worker().catch((error) => {
  pino().fatal({ err: error, severity: 3 }, "worker start-up failed");
  process.exit(1);
});
