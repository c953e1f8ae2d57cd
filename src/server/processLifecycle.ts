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
  process.on("SIGINT", () => void onSignal("SIGINT"));
  process.on("SIGTERM", () => void onSignal("SIGTERM"));
}
