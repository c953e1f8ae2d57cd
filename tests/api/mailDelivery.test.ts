import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { queueMail } from "../../src/server/core";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

const logged: { level: number; msg: string; to?: string; subject?: string; err?: { message: string } }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_RETRY_LIMIT: "3" }, logger: { level: "warn", stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  siteModules: [
    {
      id: "rsvp1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 1,
      form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] },
    },
  ],
};

/** Post keys old enough to be used at once. */
async function readyKeys(count: number): Promise<string[]> {
  const keys = await Promise.all(Array.from({ length: count }, async () => (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string));
  t.advanceTime(3_500);
  return keys;
}

const answer = (siteId: string, postKey: string, name: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    payload: { guests: [{ formElements: [{ formElement: { id: "name" }, value: name, selectedOption: null }] }], language: "sv", postKey, formId: "rsvp1", formTitle: "OSA" },
  });

/** The mails that arrived about the guest of this name. */
const mailsAbout = (name: string) => t.smtp.received.filter((mail) => mail.text.split("\n").includes(`Namn: ${name}`));

describe("durable outgoing mail", () => {
  it("delivers every answer's mail exactly once when the mail server dies during a burst and comes back", async () => {
    const site = await publishedSite(t, document);
    const names = Array.from({ length: 30 }, (_, index) => `Burst guest ${index + 1}`);
    const keys = await readyKeys(names.length);
    const send = (index: number) => answer(site.siteId, keys[index]!, names[index]!);

    const before = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(send));
    await t.smtp.kill();
    const during = await Promise.all(names.slice(10).map((_, index) => send(index + 10)));
    // Every guest got the success answer while the mail server was down, so none waited for it.
    for (const response of [...before, ...during]) expect(response.json()).toEqual({ invertedSuccess: false });
    expect(names.slice(10).flatMap(mailsAbout)).toEqual([]);

    await t.smtp.restart();
    await t.mailDelivered();
    for (const name of names) expect(mailsAbout(name).map((mail) => mail.to)).toEqual([[site.mail]]);
    const ids = names.map((name) => mailsAbout(name)[0]!.messageId);
    expect(new Set(ids).size).toBe(names.length);
    expect(ids.every((id) => /^<[0-9a-f]{32}@/.test(id ?? ""))).toBe(true);
  });

  it("delivers a mail queued twice under one key once", async () => {
    const mail = { to: "twice@example.com", subject: "Once", text: "Once only" };
    await Promise.all([queueMail(t.deps, mail, { key: "test:twice" }), queueMail(t.deps, mail, { key: "test:twice" })]);
    await t.mailDelivered();
    await queueMail(t.deps, mail, { key: "test:twice" });
    await t.mailDelivered();
    expect(t.smtp.sentTo("twice@example.com")).toHaveLength(1);
  });

  it("logs each failed attempt once with its reason, and the last one as an error naming the mail", async () => {
    const before = logged.length;
    await t.smtp.kill();
    try {
      await queueMail(t.deps, { to: "lost@example.com", subject: "Never arrives", text: "-" }, { key: "test:lost" });
      await t.mailDelivered();
    } finally {
      await t.smtp.restart();
    }
    const about = logged.filter((entry) => entry.to === "lost@example.com");
    expect(about.map((entry) => [entry.level, entry.msg])).toEqual([
      [40, "could not deliver a mail; it is tried again later"],
      [40, "could not deliver a mail; it is tried again later"],
      [40, "could not deliver a mail; it is tried again later"],
      [50, "gave up delivering a mail"],
    ]);
    for (const entry of about) {
      expect(entry.subject).toBe("Never arrives");
      expect(entry.err?.message).toContain("ECONNREFUSED");
    }
    expect(t.smtp.sentTo("lost@example.com")).toEqual([]);
    // The job queue's own line for a failed job would say the same again without naming the mail.
    expect(logged.slice(before).filter((entry) => entry.msg.startsWith("job mail failed"))).toEqual([]);
  }, 45_000); // three back-offs of 1, 2 and 4 s (with jitter) and the polls between them
});
