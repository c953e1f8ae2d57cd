import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "../../src/server/providers/mail/outbox";
import { createTestApp, type TestApp } from "../support/app";

const resetMail = { id: "m1", from: "Bröllopssidan <info@brollopssidan.se>", to: "owner@example.com", subject: "Nytt lösenord", text: "http://localhost:3000/aterstall-losenord/?token=secret-token", sentAt: "2026-01-01T00:00:00.000Z" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ outbox: async () => [resetMail] });
});
afterAll(() => t.close());

const outboxFrom = (remoteAddress: string) => t.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress });

describe("GET /dev/outbox", () => {
  it("shows the sandbox mail, reset links included, to clients on this machine", async () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      const response = await outboxFrom(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body, address).toContain("secret-token");
    }
  });

  it("answers 404 in the spec's shape to any other client", async () => {
    for (const address of ["203.0.113.7", "10.0.0.2", "192.168.1.20", "::ffff:10.0.0.2", "2001:db8::1", "::"]) {
      const response = await outboxFrom(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toMatchObject({ isErrorResponse: true });
      expect(response.body, address).not.toContain("secret-token");
    }
  });
});

describe("a sandbox mail with attachments", () => {
  it("keeps each file's bytes and names them on the outbox page", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const outbox = outboxMailer(dir, "Bröllopssidan <info@brollopssidan.se>");
    const withFiles = await createTestApp({ outbox: outbox.list });
    try {
      const pdf = Buffer.from("%PDF-1.7 två sidor");
      await outbox.send({ to: "tryckeri@example.se", subject: "Tryckorder 1", text: "Ny tryckorder", attachments: [{ filename: "card.pdf", content: pdf, contentType: "application/pdf" }, { filename: "manifest.json", content: Buffer.from("{}"), contentType: "application/json" }] });
      const [stored] = await outbox.list();
      expect(stored!.attachments!.map((file) => [file.filename, file.contentType])).toEqual([["card.pdf", "application/pdf"], ["manifest.json", "application/json"]]);
      expect(Buffer.from(stored!.attachments![0]!.contentBase64, "base64")).toEqual(pdf);
      const page = await withFiles.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "127.0.0.1" });
      expect(page.body).toContain("Attached: card.pdf, manifest.json");
    } finally {
      await withFiles.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
