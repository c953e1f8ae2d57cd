import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../../domain/html";
import { isLoopback } from "../../http/loopback";
import type { StoredMail } from "../../providers/mail/outbox";

/** Allowed by hash in the Content-Security-Policy. */
export const OUTBOX_STYLE =
  "body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#2f2a26}article{border:1px solid #e6ddd3;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#6b6159;font-size:.9rem}";

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const attachmentNames = (mail: StoredMail) => (mail.attachments?.length ? ` · Attached: ${mail.attachments.map((file) => escapeHtml(file.filename)).join(", ")}` : "");

/** Development only: the sandbox mailer's outbox as a page, newest first; only for this machine, as it holds reset links. */
export function devOutboxRoutes(app: FastifyInstance, list: () => Promise<StoredMail[]>): void {
  app.get("/dev/outbox", async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
    const mails = await list();
    const items = mails
      .map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}${attachmentNames(mail)}</p><pre>${linkify(mail.text)}</pre></article>`)
      .join("");
    return reply.type("text/html; charset=utf-8").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title>
<style>${OUTBOX_STYLE}</style></head>
<body><main><h1>Outbox (development)</h1>${items || "<p>No mail has been sent yet.</p>"}</main></body></html>`);
  });
}
