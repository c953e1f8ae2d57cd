import nodemailer from "nodemailer";
import type { Mail, Mailer } from "./mailer";

/** Delivers through any SMTP server given as SMTP_URL (smtp:// or smtps://). */
export function smtpMailer(url: string, from: string): Mailer {
  // A server that stops answering fails the attempt in seconds (nodemailer waits minutes), so the mail queue retries it.
  const transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
