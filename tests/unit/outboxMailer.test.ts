import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxMailer } from "../../src/server/providers/mail/outbox";

afterEach(() => {
  vi.useRealTimers();
});

describe("outbox mailer (sandbox)", () => {
  it("keeps every mail as a file and lists them newest first", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const mailer = outboxMailer(dir, "Test <info@example.com>");
    // Only Date is faked: the file system's own timers keep running.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-05-01T10:00:00.000Z") });
    await mailer.send({ to: "a@example.com", subject: "First", text: "1" });
    vi.setSystemTime(new Date("2026-05-01T10:00:00.005Z"));
    await mailer.send({ to: "b@example.com", subject: "Second", text: "2" });
    const mails = await mailer.list();
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    expect(mails[0]).toMatchObject({ to: "b@example.com", from: "Test <info@example.com>" });
    expect(await fs.readdir(dir)).toHaveLength(2);
    await fs.rm(dir, { recursive: true });
  });
});
