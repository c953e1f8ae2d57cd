import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { photo } from "../support/photo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOUNDARY = "----malformedUploadBoundary";
const filePart = (content: Buffer, fileName = 'filename="a.png"') =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ${fileName}\r\nContent-Type: image/png\r\n\r\n`), content]);

describe("a broken multipart upload is a 400 in the error shape", () => {
  it.each([
    ["without a boundary", "multipart/form-data", async () => filePart(await photo(50, 50, "png"))],
    ["cut short", `multipart/form-data; boundary=${BOUNDARY}`, async () => filePart((await photo(50, 50, "png")).subarray(0, 200))],
  ])("%s", async (_name, contentType, body) => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await client.request({ method: "POST", url: `/api/sites/${siteId}/upload-image`, payload: await body(), headers: { "content-type": contentType } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.badRequest });
  });
});

describe("an upload's file name", () => {
  it.each([
    ["a NUL character", `filename*=UTF-8''a%00b.png`, "a\ufffdb.png"],
    ["an emoji cut in half at 300 characters", `filename*=UTF-8''${"x".repeat(299)}${encodeURIComponent("😀")}.png`, `${"x".repeat(299)}\ufffd`],
  ])("with %s is kept with U+FFFD in its place, so a document can hold it", async (_name, fileName, kept) => {
    const { client, siteId } = await registerOwner(t.app);
    const payload = Buffer.concat([filePart(await photo(50, 50, "png"), fileName), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const response = await client.request({ method: "POST", url: `/api/sites/${siteId}/upload-image`, payload, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().originalName).toBe(kept);
  });
});

/** Sends raw bytes to the listening app and reads everything it answers until it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
  });
}

describe("requests Node's HTTP parser refuses get the error shape", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it("answers 431 to headers that are too large", async () => {
    const response = await rawRequest(port, `GET /api/accounts/me/ HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(response.body)).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.payloadTooLarge });
  });

  it.each([
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n"],
    ["a header without a colon", "GET / HTTP/1.1\r\nHost: localhost\r\nbroken header\r\n\r\n"],
  ])("answers 400 to %s", async (_name, bytes) => {
    const response = await rawRequest(port, bytes);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.badRequest });
  });

  it("answers 400 to a URL that cannot be decoded", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/sites/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.badRequest });
  });
});
