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

/** What the mail server said when it took the mail (its 250 line), for the owner to see. */
export interface MailAnswer {
  response: string;
}

export interface Mailer {
  send(mail: Mail): Promise<MailAnswer>;
}
