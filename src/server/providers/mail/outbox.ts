import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Mail, MailAnswer, Mailer } from "./mailer";

export interface StoredMail extends Omit<Mail, "attachments"> {
  id: string;
  from: string;
  sentAt: string;
  attachments?: StoredAttachment[];
}

/** An attachment as JSON: its bytes in base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Sandbox mailer: every mail becomes a JSON file under DATA_DIR/outbox, readable at /dev/outbox. */
export function outboxMailer(dir: string, from: string): Mailer & { list(): Promise<StoredMail[]> } {
  return {
    async send(mail: Mail): Promise<MailAnswer> {
      await fs.mkdir(dir, { recursive: true });
      const { attachments, ...rest } = mail;
      const stored: StoredMail = {
        id: randomUUID(),
        from,
        sentAt: new Date().toISOString(),
        ...rest,
        ...(attachments ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, contentBase64: content.toString("base64") })) } : {}),
      };
      const name = `${stored.sentAt.replace(/[:.]/g, "-")}-${stored.id}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify(stored, null, 2));
      return { response: `250 stored in the outbox as ${name}` };
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const mails = await Promise.all(
        names.filter((name) => name.endsWith(".json")).map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), "utf8")) as StoredMail),
      );
      return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
  };
}
