import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_MAILS_PER_HOUR } from "../../src/domain/limits";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { rsvpAnswers, siteMailCounts } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Name, coming (Ja/Nej), and the allergy question only a guest who comes sees. */
const document: SiteDocumentInput = {
  language: "sv",
  siteModules: [
    {
      id: "rsvp1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 5,
      form: {
        formElements: [
          { id: "coming", formElementType: "SingleSelect", label: { sv: "Kommer du?" }, options: [{ id: "yes", text: { sv: "Ja" } }, { id: "no", text: { sv: "Nej" } }] },
          { id: "name", formElementType: "ShortText", label: { sv: "Ditt namn" }, required: true },
          { id: "allergy", formElementType: "ShortText", label: { sv: "Allergier" }, showConditions: [{ formElementId: "coming", formElementOptionIds: ["yes"] }] },
        ],
      },
    },
  ],
};

async function readyKey(app = t): Promise<string> {
  const response = await app.app.inject({ method: "GET", url: "/api/rsvps/post-key" });
  app.advanceTime(3_500);
  return response.json().key as string;
}

type Guest = { name: string; coming: "yes" | "no"; allergy?: string };
const rsvp = async (guests: Guest[], extra: object = {}, app = t) => ({
  guests: guests.map((guest) => ({
    formElements: [
      { formElement: { id: "coming" }, value: "", selectedOption: guest.coming },
      { formElement: { id: "name" }, value: guest.name, selectedOption: null },
      { formElement: { id: "allergy" }, value: guest.allergy ?? "", selectedOption: null },
    ],
  })),
  language: "sv",
  postKey: await readyKey(app),
  formId: "rsvp1",
  formTitle: "OSA",
  ...extra,
});
const send = (siteId: string, body: object, app = t) => app.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload: body });
const copies = (to: string) => t.smtp.sentTo(to).filter((mail) => mail.subject.startsWith("Kopia av ditt svar"));

describe("the couple's mail about an RSVP", () => {
  it("names the guests in the subject and leaves out the questions a guest did not see", async () => {
    const site = await publishedSite(t, document);
    const response = await send(site.siteId, await rsvp([{ name: "Anna Andersson", coming: "yes", allergy: "Nötter" }, { name: "Erik Berg", coming: "no", allergy: "sent anyway" }]));
    expect(response.json()).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    const [mail, ...more] = t.smtp.sentTo(site.mail);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("OSA från Anna Andersson och Erik Berg");
    const [anna, erik] = mail!.text.split("Gäst 2");
    expect(anna).toContain("Allergier: Nötter");
    expect(erik).toContain("Ditt namn: Erik Berg");
    expect(erik).toContain("Kommer du?: Nej");
    expect(erik).not.toContain("Allergier");
  });

  it("keeps a subject of many long names short", async () => {
    const site = await publishedSite(t, document);
    const long = "Maximiliana Charlotta von Hallwyl-Gyllenstierna";
    await send(site.siteId, await rsvp([1, 2, 3].map((index) => ({ name: `${long} ${index}`, coming: "no" as const }))));
    await t.mailDelivered();
    const subject = t.smtp.sentTo(site.mail)[0]!.subject;
    expect(subject.startsWith(`OSA från ${long} 1, ${long.slice(0, 10)}`)).toBe(true);
    expect(subject.endsWith("…")).toBe(true);
    expect(subject.length).toBeLessThanOrEqual(100);
  });
});

describe("the guest's copy of their answer", () => {
  it("mails exactly that answer once to the address given, with no link but the site's own and the change link on it", async () => {
    const site = await publishedSite(t, document);
    const guest = "anna.copy@example.com";
    const body = await rsvp([{ name: "Anna Andersson", coming: "yes", allergy: "Se https://evil.example/x och www.spam.test eller win-now.biz/prize, t.ex. gluten" }], { copyTo: guest });
    // The same send twice at once: one answer is stored, one copy goes out.
    const responses = await Promise.all([send(site.siteId, body), send(site.siteId, body)]);
    expect(responses.map((response) => response.json().invertedSuccess).sort()).toEqual([false, true]);
    await t.mailDelivered();
    const [copy, ...more] = copies(guest);
    expect(more).toHaveLength(0);
    expect(copy!.to).toEqual([guest]);
    expect(copy!.subject).toBe("Kopia av ditt svar: OSA");
    expect(copy!.text).toContain("Ditt namn: Anna Andersson");
    expect(copy!.text).toContain("t.ex. gluten");
    // The site's own address and the link back to this answer on it (decision 078).
    expect(copy!.text.match(/https?:\/\/\S+|www\.\S+|\.biz/g)).toEqual([expect.stringMatching(new RegExp(`^http://${site.host.replace(/\./g, "\\.")}:3000/#svar=[\\w-]{43}$`)), `http://${site.host}:3000/`]);
    // The couple still reads what the guest wrote.
    expect(t.smtp.sentTo(site.mail)[0]!.text).toContain("https://evil.example/x");
  });

  it("sends no copy when the field is left empty, and refuses a wrong address with the error shape", async () => {
    const site = await publishedSite(t, document);
    expect((await send(site.siteId, await rsvp([{ name: "No copy", coming: "no" }], { copyTo: "" }))).json()).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    expect(t.smtp.received.filter((mail) => mail.text.includes("Ditt namn: No copy")).map((mail) => mail.to)).toEqual([[site.mail]]);

    const wrong = await send(site.siteId, await rsvp([{ name: "Bad copy", coming: "no" }], { copyTo: "not an address" }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ isErrorResponse: true, fields: ["copyTo"], errorDescription: { sv: expect.any(String), en: expect.any(String), da: expect.any(String) } });
    await t.mailDelivered();
    expect(t.smtp.received.filter((mail) => mail.text.includes("Bad copy"))).toHaveLength(0);
  });

  it("counts the copy against the site's hourly mail cap, after the couple's mail", async () => {
    const site = await publishedSite(t, document);
    // Publishing's own change notice must not empty the cache between the answers measured.
    await t.deps.siteCache.caughtUp();
    t.advanceTime((5_400_000 - (t.deps.now().getTime() % 3_600_000)) % 3_600_000);
    const hourStart = new Date(Math.floor(t.deps.now().getTime() / 3_600_000) * 3_600_000);
    await t.database.db.insert(siteMailCounts).values({ siteId: site.siteId, hourStart, sent: SITE_MAILS_PER_HOUR - 1 });
    const guest = "capped.copy@example.com";
    expect((await send(site.siteId, await rsvp([{ name: "Capped copy", coming: "no" }], { copyTo: guest }))).json()).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    expect(t.smtp.sentTo(site.mail).filter((mail) => mail.text.includes("Capped copy"))).toHaveLength(1);
    expect(copies(guest)).toHaveLength(0);
    expect(await t.database.db.select({ sent: siteMailCounts.sent }).from(siteMailCounts).where(eq(siteMailCounts.siteId, site.siteId))).toEqual([{ sent: SITE_MAILS_PER_HOUR }]);
  });

  it("limits the sends asking for a copy from one IP, while answers without one go on", async () => {
    const strict = await createTestApp({ rateLimits: { perIp: { max: 10_000, window: 60_000 }, perMail: { max: 2, window: 15 * 60_000 } } });
    try {
      const site = await publishedSite(strict, document);
      const sendCopy = async (index: number) => send(site.siteId, await rsvp([{ name: `Abuse ${index}`, coming: "no" }], { copyTo: `victim${index}@example.com` }, strict), strict);
      expect((await sendCopy(1)).statusCode).toBe(200);
      expect((await sendCopy(2)).statusCode).toBe(200);
      const refused = await sendCopy(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isErrorResponse: true });
      await strict.mailDelivered();
      expect(strict.smtp.sentTo("victim3@example.com")).toHaveLength(0);
      expect((await send(site.siteId, await rsvp([{ name: "Plain", coming: "no" }], {}, strict), strict)).json()).toEqual({ invertedSuccess: false });
    } finally {
      await strict.close();
    }
  });
});

describe("an answer once the site's hourly mail cap is full", () => {
  /** The statements the app sent while `work` ran, on any connection (BEGIN and COMMIT count), the job queue's own polling left out. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<{ text: string; name?: string }[]> {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      await work();
      return query.mock.calls.map(([config]) => (typeof config === "string" ? { text: config } : (config as { text: string; name?: string }))).filter(({ text }) => !text.includes("pgboss"));
    } finally {
      query.mockRestore();
    }
  }

  it("is stored and counted against the rate limit in one statement, the site read from the process's cache, and not mailed", async () => {
    const site = await publishedSite(t, document);
    // Publishing's own change notice must not empty the cache between the answers measured.
    await t.deps.siteCache.caughtUp();
    t.advanceTime((5_400_000 - (t.deps.now().getTime() % 3_600_000)) % 3_600_000);
    const hourStart = new Date(Math.floor(t.deps.now().getTime() / 3_600_000) * 3_600_000);
    await t.database.db.insert(siteMailCounts).values({ siteId: site.siteId, hourStart, sent: SITE_MAILS_PER_HOUR });
    // The first answer finds the hour full; the ones after it know.
    expect((await send(site.siteId, await rsvp([{ name: "Full 1", coming: "no" }]))).json()).toEqual({ invertedSuccess: false });
    const body = await rsvp([{ name: "Full 2", coming: "yes" }]);
    const statements = await statementsDuring(async () => expect((await send(site.siteId, body)).json()).toEqual({ invertedSuccess: false }));
    expect(statements, statements.map(({ text }) => text).join("\n")).toHaveLength(1);
    // A prepared statement PostgreSQL parses once per connection: the same for every answer, whatever it says.
    const next = await rsvp([{ name: "Full 3", coming: "no" }, { name: "Full 4", coming: "yes" }]);
    const again = await statementsDuring(async () => expect((await send(site.siteId, next)).json()).toEqual({ invertedSuccess: false }));
    expect(again.map(({ name }) => name)).toEqual([statements[0]!.name]);
    expect(statements[0]!.name).toMatch(/^named_/);
    expect(await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId))).toHaveLength(4);
    await t.mailDelivered();
    expect(t.smtp.received.filter((mail) => mail.text.includes("Full"))).toHaveLength(0);
    expect(await t.database.db.select({ sent: siteMailCounts.sent }).from(siteMailCounts).where(eq(siteMailCounts.siteId, site.siteId))).toEqual([{ sent: SITE_MAILS_PER_HOUR }]);
  });
});
