import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  from?: { name: string; address: string };
  attachments: { filename?: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on loopback that keeps what it receives, for the SMTP mailer to talk to. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ""));
          received.push({
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            replyTo: mail.replyTo?.value[0]?.address,
            from: mail.from?.value[0] && { name: mail.from.value[0].name, address: mail.from.value[0].address ?? "" },
            attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-session (a killed app process) resets its connection: not the server's failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mails sent to this address, oldest first. */
    sentTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
