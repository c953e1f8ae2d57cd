import nodemailer from "nodemailer";
import type { Mail, MailAnswer, Mailer } from "./mailer";

/** Delivers through any SMTP server given as SMTP_URL (smtp:// or smtps://). */
export function smtpMailer(url: string, from: string): Mailer {
  // A server that stops answering fails the attempt in seconds (nodemailer waits minutes), so the mail queue retries it.
  const transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail: Mail): Promise<MailAnswer> {
      const info = await transport.sendMail({ from, ...mail });
      return { response: info.response };
    },
  };
}

/**
 * The mail server's answer when it refused the mail for good (a 5xx reply, such as an unknown
 * mailbox): trying again cannot help. A 4xx or a lost connection is not one: the queue retries.
 */
export function permanentRefusal(error: unknown): string | null {
  const { responseCode, response } = (error ?? {}) as { responseCode?: number; response?: string };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 ? (response ?? String(responseCode)) : null;
}
