import fs from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "../../src/server/providers/storage/local";
import { s3Storage } from "../../src/server/providers/storage/s3";
import type { Storage } from "../../src/server/providers/storage/storage";
import { startS3Server, S3_TEST_BUCKET, type S3Server } from "../support/s3Server";

let s3: S3Server;
let folder: string;
beforeAll(async () => {
  [s3, folder] = await Promise.all([startS3Server(), fs.mkdtemp(path.join(os.tmpdir(), "storage-contract-"))]);
});
afterAll(() => Promise.all([s3.close(), fs.rm(folder, { recursive: true, force: true })]));

const s3Config = (overrides: Partial<Parameters<typeof s3Storage>[0]> = {}) => ({
  bucket: S3_TEST_BUCKET,
  region: "us-east-1",
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  ...overrides,
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const adapters: [string, () => Storage][] = [
  ["local folder", () => localStorage(folder)],
  ["S3 bucket", () => s3Storage(s3Config())],
];

describe.each(adapters)("storage in a %s", (_name, make) => {
  it("gives back what was put, with its content type, whole or streamed", async () => {
    const storage = make();
    const body = Buffer.from("RIFF....WEBPVP8 ".repeat(5000));
    await storage.put("site-a/picture-600.webp", body, "image/webp");
    expect(await storage.has("site-a/picture-600.webp")).toBe(true);
    expect(await storage.get("site-a/picture-600.webp")).toEqual({ body, contentType: "image/webp" });
    const streamed = await storage.stream("site-a/picture-600.webp");
    expect(streamed).toMatchObject({ contentType: "image/webp", size: body.length });
    expect(await text(streamed!.body)).toBe(body.toString());
  });

  it("keeps JPEG originals as JPEG and replaces a file put again under its key", async () => {
    const storage = make();
    await storage.put("site-b/original.jpg", Buffer.from("first"), "image/jpeg");
    await storage.put("site-b/original.jpg", Buffer.from("second"), "image/jpeg");
    expect(await storage.get("site-b/original.jpg")).toEqual({ body: Buffer.from("second"), contentType: "image/jpeg" });
  });

  it("answers a missing key with nothing, and deleting it is no error", async () => {
    const storage = make();
    expect(await storage.get("site-c/none.jpg")).toBeNull();
    expect(await storage.stream("site-c/none.jpg")).toBeNull();
    expect(await storage.has("site-c/none.jpg")).toBe(false);
    await expect(storage.delete("site-c/none.jpg")).resolves.toBeUndefined();
  });

  it("forgets a deleted file", async () => {
    const storage = make();
    await storage.put("site-d/gone.png", Buffer.from("png"), "image/png");
    await storage.delete("site-d/gone.png");
    expect(await storage.has("site-d/gone.png")).toBe(false);
    expect(await storage.get("site-d/gone.png")).toBeNull();
  });

  it("passes its readiness check when it can store files", async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe("the readiness check", () => {
  it("fails for a bucket whose server does not answer", async () => {
    const storage = s3Storage(s3Config({ endpoint: `http://127.0.0.1:${await closedPort()}` }));
    await expect(storage.check()).rejects.toThrow(`The bucket ${S3_TEST_BUCKET} cannot be reached`);
  });

  it("fails for a bucket that does not exist", async () => {
    await expect(s3Storage(s3Config({ bucket: "no-such-bucket" })).check()).rejects.toThrow("The bucket no-such-bucket cannot be reached");
  });

  it("fails for a local folder that cannot be made", async () => {
    const file = path.join(folder, "a-file");
    await fs.writeFile(file, "not a folder");
    await expect(localStorage(path.join(file, "uploads")).check()).rejects.toThrow();
  });
});
