import path from "node:path";
import type { Config } from "../../config";
import type { Mailer } from "./mailer";
import { outboxMailer } from "./outbox";
import { smtpMailer } from "./smtp";

/** The mailer the configuration names: SMTP, or the outbox folder in the data directory. */
export function configuredMailer(config: Pick<Config, "mailer" | "mailFrom" | "dataDir">): Mailer {
  return config.mailer.kind === "smtp" ? smtpMailer(config.mailer.url, config.mailFrom) : outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom);
}
