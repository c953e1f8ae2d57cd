import type { Executor } from "../../db/client";
import type { Deps } from "../../deps";
import type { Mail } from "../../providers/mail/mailer";

/** Every mail the product sends (the print shop's order aside, which its own job sends) goes through this queue. */
export const MAIL_QUEUE = "mail";

/**
 * One delivery attempt is bounded by the SMTP time-outs (providers/mail/smtp.ts); a mail whose
 * process died mid-attempt is tried again after this, not pg-boss's 15 minutes. Should an
 * attempt still be running then, the delivery ledger's row keeps the second from sending.
 */
const MAIL_ATTEMPT_SECONDS = 60;

/** Attachments stay out: a job's data is JSON, and the mails queued here have none. */
export type QueuedMail = Omit<Mail, "attachments" | "messageId">;

export interface MailJob {
  key: string;
  mail: QueuedMail;
}

/** Call before a transaction that queues mail (see `Jobs.prepare`). */
export function prepareMail(deps: Pick<Deps, "jobs">): Promise<void> {
  return deps.jobs.prepare(MAIL_QUEUE);
}

/**
 * Puts a mail on the queue, in `tx` when given so it exists exactly when the data it reports
 * does. `key` names this one mail (what it is about and its recipient): queued twice it is
 * still delivered once.
 */
export function queueMail(deps: Pick<Deps, "jobs" | "config">, mail: QueuedMail, { key, tx }: { key: string; tx?: Executor }): Promise<void> {
  return deps.jobs.send<MailJob>(MAIL_QUEUE, { key, mail }, { key, tx, retry: deps.config.mailRetry, expireInSeconds: MAIL_ATTEMPT_SECONDS });
}
