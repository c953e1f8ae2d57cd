import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * A request over a real connection, sent as a client sends it: the head, then the whole body a
 * piece at a time as the connection takes it; then the answer is read. A connection reset on
 * the way (EPIPE, ECONNRESET) fails the call.
 */
function send(head: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    const answered = () => {
      const [answerHead = "", answerBody = ""] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      return Buffer.byteLength(answerBody) === Number(/content-length: (\d+)/i.exec(answerHead)?.[1]) ? { status: Number(answerHead.split(" ")[1]), body: answerBody } : undefined;
    };
    socket.once("connect", async () => {
      socket.write(head);
      for (let at = 0; at < body.length; at += 64 * 1024) {
        if (!socket.write(body.subarray(at, at + 64 * 1024))) await new Promise((drained) => socket.once("drain", drained));
      }
      // All sent: now the answer, whole.
      const read = () => {
        const answer = answered();
        if (!answer) return false;
        socket.end();
        resolve(answer);
        return true;
      };
      if (!read()) socket.on("data", read);
    });
  });
}

describe("a body larger than the route takes", () => {
  it("is answered 413 in the error shape on the save route, and the connection stays open until the client has read it", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const before = (await client.get(`/api/sites/${siteId}`)).json();
    const tenMegabytes = Buffer.from(JSON.stringify({ siteModules: [], padding: "x".repeat(10 * 1024 * 1024) }));
    const head = [
      `PUT /api/sites/${siteId} HTTP/1.1`,
      "Host: localhost:3000",
      `Origin: ${t.deps.config.appUrl}`,
      `Cookie: session=${client.cookies.get("session")}`,
      "Content-Type: application/json",
      `Content-Length: ${tenMegabytes.length}`,
    ].join("\r\n");
    const response = await send(`${head}\r\n\r\n`, tenMegabytes);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.payloadTooLarge });
    expect((await client.get(`/api/sites/${siteId}`)).json()).toEqual(before);
  });
});
