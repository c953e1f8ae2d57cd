import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outboxMailer } from "../../src/server/providers/mail/outbox";

describe("outbox mailer (sandbox)", () => {
  it("keeps every mail as a file and lists them newest first", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const mailer = outboxMailer(dir, "Test <info@example.com>");
    await mailer.send({ to: "a@example.com", subject: "First", text: "1" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: "b@example.com", subject: "Second", text: "2" });
    const mails = await mailer.list();
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    expect(mails[0]).toMatchObject({ to: "b@example.com", from: "Test <info@example.com>" });
    expect(await fs.readdir(dir)).toHaveLength(2);
    await fs.rm(dir, { recursive: true });
  });
});
