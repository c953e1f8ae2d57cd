/** Outgoing mail: an SMTP adapter for real delivery, an outbox adapter for development. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
