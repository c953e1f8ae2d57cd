import { createHash } from "node:crypto";
import type { Deps } from "../../deps";
import type { Attempt } from "../../jobs/jobs";
import { recordDelivery } from "./ledger";
import { MAIL_QUEUE, type MailJob } from "./queue";

export interface MailLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The same for every attempt at one mail, so a copy sent again after an unclear failure is recognisable. */
export function messageIdOf(key: string, domain: string): string {
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@${domain}>`;
}

/**
 * Delivers one queued mail, once per key: the key is recorded in the transaction that
 * sends, so a duplicated job finds it and sends nothing, and a failed send rolls the record
 * back for the retry. Only a crash after the SMTP server took the mail and before the commit
 * sends it again, with the same Message-ID (decision 043).
 */
export async function deliverMail(deps: Pick<Deps, "db" | "mailer" | "config">, { key, mail }: MailJob): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await recordDelivery(tx, MAIL_QUEUE, key))) return;
    await deps.mailer.send({ ...mail, messageId: messageIdOf(key, deps.config.brand.domain) });
  });
}

/** Works the mail queue: each failed attempt is a warning, the last one an error naming the mail. */
export function mailWork(deps: Pick<Deps, "db" | "mailer" | "config" | "jobs">, log: MailLog): void {
  void deps.jobs.work<MailJob>(MAIL_QUEUE, async (job, { retryCount, retryLimit }: Attempt) => {
    try {
      await deliverMail(deps, job);
    } catch (error) {
      const about = { err: error, to: job.mail.to, subject: job.mail.subject, attempt: retryCount + 1 };
      if (retryCount < retryLimit) log.warn(about, "could not deliver a mail; it is tried again later");
      else log.error(about, "gave up delivering a mail");
      throw error;
    }
  }, { logsItsFailures: true });
}
