import { simpleParser } from "mailparser";
import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  messageId?: string;
  from?: { name: string; address: string };
  attachments: { filename?: string; contentType: string; content: Buffer }[];
  /** Every header by its lower-case name, unfolded. */
  headers: Record<string, string>;
}

/** Mail to this domain gets a permanent refusal (550) from the loopback server. */
export const REFUSING_DOMAIN = "refuses.example";

/**
 * A real SMTP server on loopback that keeps what it receives, for the SMTP mailer to talk to.
 * `kill` drops it with its connections, as a crashed mail server; `restart` brings it back on the same port.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const build = () => {
    const sockets = new Set<Socket>();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // An address at this domain is refused for good, as a mail server refuses an unknown mailbox.
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith(`@${REFUSING_DOMAIN}`)) return callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ""));
            received.push({
              to,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : undefined,
              replyTo: mail.replyTo?.value[0]?.address,
              messageId: mail.messageId,
              from: mail.from?.value[0] && { name: mail.from.value[0].name, address: mail.from.value[0].address ?? "" },
              attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
              headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim()])),
            });
            callback();
          })
          .catch(callback);
      },
    });
    // A client that dies mid-session (a killed app process) resets its connection: not the server's failure.
    server.on("error", () => {});
    server.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    return { server, sockets };
  };
  let current = build();
  const listen = (port: number) => new Promise<void>((resolve) => current.server.listen(port, "127.0.0.1", resolve));
  const close = () => new Promise<void>((resolve) => current.server.close(() => resolve()));
  await listen(0);
  const { port } = current.server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mails sent to this address, oldest first. */
    sentTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    kill: async () => {
      for (const socket of current.sockets) socket.destroy();
      await close();
    },
    restart: async () => {
      current = build();
      await listen(port);
    },
    close,
  };
}
