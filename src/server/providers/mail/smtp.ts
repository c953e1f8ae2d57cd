import nodemailer from "nodemailer";
import type { Mail, Mailer } from "./mailer";

/** Delivers through any SMTP server given as SMTP_URL (smtp:// or smtps://). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
