import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GUEST_MANIFEST } from "../../src/server/web/guestBuild";
import { builtShell } from "../../src/server/web/shell";
import { createTestApp, type TestApp } from "../support/app";

/**
 * A build with one large script with no compressed copies (compressed on the way out) and
 * a small one with the .br and .gz copies the build writes, served as the production server does.
 */
async function buildWithLargeScript(): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "hang-up-build-"));
  await fs.mkdir(path.join(outDir, "assets"));
  await fs.mkdir(path.join(outDir, ".vite"));
  await fs.writeFile(path.join(outDir, "index.html"), "<!doctype html><title>app</title>");
  await fs.writeFile(path.join(outDir, GUEST_MANIFEST), JSON.stringify({ "site/hydrate.tsx": { file: "assets/hydrate.js" } }));
  await fs.writeFile(path.join(outDir, "assets/hydrate.js"), "");
  // Random text hardly shrinks, so the compressed answer is still being written when the client goes.
  await fs.writeFile(path.join(outDir, "assets/large.js"), `const data = "${randomBytes(6 * 1024 * 1024).toString("base64")}";`);
  const small = `console.log("${"hello ".repeat(500)}");`;
  await fs.writeFile(path.join(outDir, "assets/small.js"), small);
  await fs.writeFile(path.join(outDir, "assets/small.js.br"), brotliCompressSync(small));
  await fs.writeFile(path.join(outDir, "assets/small.js.gz"), gzipSync(small));
  return outDir;
}

const entries: { level: number; msg?: string }[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean)) entries.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let outDir: string;
beforeAll(async () => {
  outDir = await buildWithLargeScript();
  t = await createTestApp({ shell: (app) => builtShell(app, outDir), logger: { level: "info", stream: log } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await fs.rm(outDir, { recursive: true, force: true });
});

describe("a client that hangs up mid-response", () => {
  it("is not logged as an error", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    socket.write(`GET /assets/large.js HTTP/1.1\r\nHost: localhost:${port}\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n`);
    await new Promise((resolve) => socket.once("data", resolve));
    socket.destroy();
    await vi.waitFor(() => expect(entries.some((entry) => entry.msg === "stream closed prematurely")).toBe(true), { timeout: 5000 });
    // The compression stream reports its end a moment later, as the hang-up (an error without the hook).
    await vi.waitFor(() => expect(entries.some((entry) => entry.msg === "client hung up mid-response")).toBe(true), { timeout: 5000 });
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  });
});

describe("a built asset", () => {
  it("is sent as the build's compressed copy the browser can read, with the long-lived caching", async () => {
    const br = await t.app.inject({ method: "GET", url: "/assets/small.js", headers: { host: "localhost", "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gzip = await t.app.inject({ method: "GET", url: "/assets/small.js", headers: { host: "localhost", "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/assets/small.js", headers: { host: "localhost" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
