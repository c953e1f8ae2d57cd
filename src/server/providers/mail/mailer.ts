/** Outgoing mail: an SMTP adapter for real delivery, an outbox adapter for development. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Further header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** Set by the mail queue: the same on every attempt at one mail (`<id@domain>`). */
  messageId?: string;
}

/** A file sent with a mail (the print shop's order: the card's PDF and its manifest). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
