import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPIENT_CONFIRMATION_INTERVAL_MS, RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING, RECIPIENT_CONFIRMATIONS_PER_ACCOUNT, SITE_MAILS_PER_HOUR } from "../../src/domain/limits";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { rsvpAnswers, siteMailCounts } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let runs = 0;
/** Six outside addresses no other test in this file uses. */
const outsiders = () => {
  runs++;
  return Array.from({ length: 6 }, (_, index) => `friend${index + 1}-${runs}@example.com`);
};

const document = (recipients: string[]): SiteDocumentInput => ({
  language: "sv",
  formRecipients: recipients.length ? [{ formId: "rsvp1", recipients }] : [],
  siteModules: [
    {
      id: "rsvp1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 1,
      form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] },
    },
  ],
});

async function readyKey(): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" });
  t.advanceTime(3_500);
  return response.json().key as string;
}

const rsvp = async (key: string, name: string) => ({
  guests: [{ formElements: [{ formElement: { id: "name" }, value: name, selectedOption: null }] }],
  language: "sv",
  postKey: key,
  formId: "rsvp1",
  formTitle: "OSA",
});

/** What arrived once the mail queue has delivered everything queued so far. */
const answerMails = async (text: string) => {
  await t.mailDelivered();
  return t.smtp.received.filter((mail) => mail.text.includes(`Namn: ${text}`));
};
const confirmationMails = async (to: string) => {
  await t.mailDelivered();
  return t.smtp.sentTo(to).filter((mail) => mail.subject === "Bekräfta att du vill få gästernas svar");
};
const tokenOf = (text: string) => /\/bekrafta-mottagare\/([\w-]+)/.exec(text)?.[1] ?? "";
const confirm = (token: unknown) => t.app.inject({ method: "POST", url: "/api/recipient-confirmations/", payload: { token } as object });

describe("mail about guests' answers", () => {
  it("stores but does not mail an answer posted to an unpublished site", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, document(outsiders()))).statusCode).toBe(200);
    const response = await owner.client.post(`/api/rsvps/${owner.siteId}/v4/`, await rsvp(await readyKey(), "Relayed text"));
    expect(response.json()).toEqual({ invertedSuccess: false });
    expect(await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, owner.siteId))).toHaveLength(1);
    expect(await answerMails("Relayed text")).toHaveLength(0);
  });

  it("mails outside recipients only after they confirm, asking each once however often the site is saved", async () => {
    const recipients = outsiders();
    const site = await publishedSite(t, document([]));
    const save = () => site.client.put(`/api/sites/${site.siteId}`, document(recipients));
    // A save, a duplicate, then three at once: each address is asked exactly once.
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect((await Promise.all([save(), save(), save()])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    for (const recipient of recipients) expect(await confirmationMails(recipient)).toHaveLength(1);
    const loaded = (await site.client.get(`/api/sites/${site.siteId}`)).json();
    expect(loaded.awaitingConfirmation).toEqual(recipients);

    await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: await rsvp(await readyKey(), "Before confirming") });
    expect((await answerMails("Before confirming")).map((mail) => mail.to)).toEqual([[site.mail]]);

    // The link opens a page; its button sends this.
    const confirmed = await confirm(tokenOf((await confirmationMails(recipients[0]!))[0]!.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ mail: recipients[0] });

    await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: await rsvp(await readyKey(), "After confirming") });
    expect((await answerMails("After confirming")).map((mail) => mail.to[0]).sort()).toEqual([recipients[0], site.mail].sort());
    expect((await site.client.get(`/api/sites/${site.siteId}`)).json().awaitingConfirmation).toEqual(recipients.slice(1));
  });

  it("counts a confirmed address however the owner writes it", async () => {
    const recipient = outsiders()[0]!;
    const site = await publishedSite(t, document([]));
    await site.client.put(`/api/sites/${site.siteId}`, document([recipient]));
    expect((await confirm(tokenOf((await confirmationMails(recipient))[0]!.text))).statusCode).toBe(200);
    await site.client.put(`/api/sites/${site.siteId}`, document([recipient.toUpperCase()]));
    expect(await confirmationMails(recipient)).toHaveLength(1);
    await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: await rsvp(await readyKey(), "Upper case") });
    expect((await answerMails("Upper case")).map((mail) => mail.to[0]?.toLowerCase())).toEqual([recipient]);
  });

  it("refuses a wrong or used confirmation link with the error shape", async () => {
    const recipient = outsiders()[0]!;
    const site = await publishedSite(t, document([]));
    await site.client.put(`/api/sites/${site.siteId}`, document([recipient]));
    const token = tokenOf((await confirmationMails(recipient))[0]!.text);
    expect((await confirm(token)).statusCode).toBe(200);
    for (const wrong of [token, "not-a-real-token-at-all", `${token}x`]) {
      const response = await confirm(wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["token"], errorDescription: { en: "The link to confirm the recipient is invalid or already used." } });
    }
    expect((await confirm(42)).statusCode).toBe(422);
  });

  it("mails one answer once when the same send arrives twice at once", async () => {
    const site = await publishedSite(t, document([]));
    const body = await rsvp(await readyKey(), "Double send");
    const responses = await Promise.all([1, 2].map(() => agent(t.app).post(`/api/rsvps/${site.siteId}/v4/`, body)));
    expect(responses.map((response) => response.json().invertedSuccess).sort()).toEqual([false, true]);
    expect(await answerMails("Double send")).toHaveLength(1);
  });

  it("holds the hourly cap of a site under concurrent answers, storing every answer", async () => {
    const site = await publishedSite(t, document([]));
    // The clock runs on from real time: start at half past, so the hour cannot turn mid-test.
    t.advanceTime((5_400_000 - (t.deps.now().getTime() % 3_600_000)) % 3_600_000);
    const hourStart = new Date(Math.floor(t.deps.now().getTime() / 3_600_000) * 3_600_000);
    await t.database.db.insert(siteMailCounts).values({ siteId: site.siteId, hourStart, sent: SITE_MAILS_PER_HOUR - 3 });
    const bodies = await Promise.all(Array.from({ length: 10 }, async (_, index) => rsvp(await readyKey(), `Capped ${index}`)));
    const responses = await Promise.all(bodies.map((body) => t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: body })));
    expect(responses.map((response) => response.json().invertedSuccess)).toEqual(Array(10).fill(false));
    expect(await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId))).toHaveLength(10);
    expect(await answerMails("Capped")).toHaveLength(3);
    expect(await t.database.db.select({ sent: siteMailCounts.sent }).from(siteMailCounts).where(eq(siteMailCounts.siteId, site.siteId))).toEqual([{ sent: SITE_MAILS_PER_HOUR }]);

    t.advanceTime(60 * 60_000);
    await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: await rsvp(await readyKey(), "Next hour") });
    expect(await answerMails("Next hour")).toHaveLength(1);
  });

  it("asks only a few addresses a day for an account whose site is not published, in mails that carry nothing the owner wrote", async () => {
    const recipients = outsiders();
    const owner = await registerOwner(t.app, `buy-cheap-watches-at-example-shop-${runs}@example.com`);
    const base = document(recipients);
    const spam: SiteDocumentInput = { ...base, siteModules: base.siteModules?.map((module) => ({ ...module, title: { sv: "Billiga klockor på example-shop" } })) };
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, spam)).statusCode).toBe(200);
    const asked = (await Promise.all(recipients.map(confirmationMails))).flat();
    expect(asked).toHaveLength(RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING);
    for (const mail of asked) {
      expect(mail.text).not.toContain("example-shop");
      expect(mail.text).not.toContain("watches");
      expect(mail.text).toMatch(/\/bekrafta-mottagare\/[\w-]+/);
    }
    expect((await owner.client.get(`/api/sites/${owner.siteId}`)).json().awaitingConfirmation).toEqual(recipients);
  });

  it("names the site by its address in the mail, not by its owner's mail", async () => {
    const recipient = outsiders()[0]!;
    const site = await publishedSite(t, document([]));
    await site.client.put(`/api/sites/${site.siteId}`, document([recipient]));
    const [mail] = await confirmationMails(recipient);
    expect(mail!.text).toContain(`${site.host} hos Bröllopssidan`);
    expect(mail!.text).not.toContain(site.mail);
  });

  it("asks a bounded number of addresses a day per account, and an unconfirmed address again after a day with a new link", async () => {
    const addresses = [outsiders(), outsiders(), outsiders(), outsiders()];
    const site = await publishedSite(t, document([]));
    const many: SiteDocumentInput = { ...document([]), formRecipients: addresses.map((recipients, index) => ({ formId: `form${index}`, recipients })) };
    const asked = async () => (await Promise.all(addresses.flat().map(confirmationMails))).flat();
    await site.client.put(`/api/sites/${site.siteId}`, many);
    await site.client.put(`/api/sites/${site.siteId}`, many);
    expect(await asked()).toHaveLength(RECIPIENT_CONFIRMATIONS_PER_ACCOUNT);

    const first = addresses[0]![0]!;
    const oldToken = tokenOf((await confirmationMails(first))[0]!.text);
    t.advanceTime(RECIPIENT_CONFIRMATION_INTERVAL_MS);
    await site.client.put(`/api/sites/${site.siteId}`, many);
    expect(await asked()).toHaveLength(2 * RECIPIENT_CONFIRMATIONS_PER_ACCOUNT);
    expect(await confirmationMails(first)).toHaveLength(2);
    expect((await confirm(oldToken)).statusCode).toBe(422);
    expect((await confirm(tokenOf((await confirmationMails(first))[1]!.text))).statusCode).toBe(200);
  });
});
