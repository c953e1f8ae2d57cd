import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { formElement } from "../../src/domain/site/forms";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { formSubmissions, postKeys, recipientConfirmations, rsvpAnswers, sites } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/passwords";
import { hashToken } from "../../src/server/security/tokens";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rsvpForm: { formElements: z.input<typeof formElement>[] } = {
  formElements: [
    { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" }, required: true },
    {
      id: "coming",
      formElementType: "SingleSelect",
      label: { sv: "Kommer du?", en: "Are you coming?" },
      options: [
        { id: "yes", text: { sv: "Ja", en: "Yes" } },
        { id: "no", text: { sv: "Nej", en: "No" } },
      ],
    },
    { id: "food", formElementType: "ShortText", label: { sv: "Specialkost" }, showConditions: [{ formElementId: "coming", formElementOptionIds: ["yes"] }] },
  ],
};

const document = (recipients: string[] = ["brud@example.com", "brudgum@example.com"]): SiteDocumentInput => ({
  language: "sv",
  formRecipients: recipients.length ? [{ formId: "rsvp1", recipients }] : [],
  siteModules: [
    { id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA" }, maxNumberOfGuests: 3, form: rsvpForm },
    { id: "form1", siteModuleType: "Form", title: { sv: "Önskelåtar" }, form: { formElements: [{ id: "song", formElementType: "ShortText", label: { sv: "Låt" }, required: true }] } },
    { id: "hiddenForm", siteModuleType: "Form", title: { sv: "Dold" }, hide: true, form: { formElements: [{ id: "q", formElementType: "ShortText", label: { sv: "Fråga" } }] } },
    { id: "emptyForm", siteModuleType: "Form", title: { sv: "Tom" } },
    { id: "text1", siteModuleType: "Text", title: { sv: "Text" } },
  ],
});

async function postKey(kind: "rsvps" | "form-submissions" = "rsvps"): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/api/${kind}/post-key` });
  expect(response.statusCode).toBe(200);
  return response.json().key as string;
}

/** A key old enough to be accepted. */
async function readyKey(kind: "rsvps" | "form-submissions" = "rsvps"): Promise<string> {
  const key = await postKey(kind);
  t.advanceTime(3_500);
  return key;
}

const guest = (name: string, coming: "yes" | "no", food = "") => ({
  formElements: [
    { formElement: { id: "name" }, value: name, selectedOption: null },
    { formElement: { id: "coming" }, value: coming === "yes" ? "Ja" : "Nej", selectedOption: coming },
    { formElement: { id: "food" }, value: food, selectedOption: null },
  ],
});

const rsvpBody = (key: string | undefined, guests: unknown[] = [guest("Anna", "yes", "Vegetariskt")], extra: Record<string, unknown> = {}) => ({
  guests,
  language: "sv",
  groupIdentifier: "group-1",
  postKey: key,
  formId: "rsvp1",
  formTitle: "OSA",
  ...extra,
});

const postRsvp = (siteId: string, body: unknown) => t.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload: body as object });
const postForm = (siteId: string, body: unknown) => t.app.inject({ method: "POST", url: `/api/form-submissions/${siteId}/`, payload: body as object });
const rsvpRows = (siteId: string) => t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));
const formRows = (siteId: string) => t.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId));

describe("post keys", () => {
  it("answers a random key, stored only as a hash with its purpose", async () => {
    const first = await postKey();
    const second = await postKey("form-submissions");
    expect(first).toMatch(/^[\w-]{30,}$/);
    expect(first).not.toBe(second);
    const [row] = await t.database.db.select().from(postKeys).where(eq(postKeys.keyHash, hashToken(first)));
    expect(row?.purpose).toBe("rsvp");
    const [formRow] = await t.database.db.select().from(postKeys).where(eq(postKeys.keyHash, hashToken(second)));
    expect(formRow?.purpose).toBe("form");
  });
});

describe("POST /api/rsvps/{siteId}/v4/", () => {
  it("stores the answers and mails every confirmed recipient a readable summary", async () => {
    const site = await publishedSite(t, document());
    const [owner] = await t.database.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, site.siteId));
    await t.database.db.insert(recipientConfirmations).values(
      ["brud@example.com", "brudgum@example.com"].map((mail) => ({ accountId: owner!.accountId, mail, tokenHash: hashToken(mail), confirmedAt: new Date() })),
    );
    const key = await readyKey();
    const response = await postRsvp(site.siteId, rsvpBody(key, [guest("Anna", "yes", "Vegetariskt"), guest("Erik", "no", "sent although hidden")]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });

    const rows = (await rsvpRows(site.siteId)).sort((a, b) => a.guestIndex - b.guestIndex);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ formId: "rsvp1", formTitle: "OSA", language: "sv", groupIdentifier: "group-1" });
    const guests = rows.map((row) => row.formElements as { formElement: { id: string }; value: string; selectedOption: string | null }[]);
    expect(guests.map((answers) => answers.map((a) => [a.formElement.id, a.value, a.selectedOption]))).toEqual([
      [["name", "Anna", null], ["coming", "Ja", "yes"], ["food", "Vegetariskt", null]],
      [["name", "Erik", null], ["coming", "Nej", "no"], ["food", "", null]],
    ]);

    await t.mailDelivered();
    for (const recipient of ["brud@example.com", "brudgum@example.com"]) {
      const [mail] = t.smtp.sentTo(recipient);
      expect(mail?.subject).toBe("OSA från Anna och Erik");
      expect(mail?.text).toContain("Gäst 1");
      expect(mail?.text).toContain("Namn: Anna");
      expect(mail?.text).toContain("Kommer du?: Ja");
      expect(mail?.text).toContain("Specialkost: Vegetariskt");
      expect(mail?.text).toContain("Namn: Erik");
      expect(mail?.text).not.toContain("sent although hidden");
    }
    expect(t.smtp.sentTo(site.mail)).toHaveLength(0);
  });

  it("mails the owner when the form has no recipients, in the site's language", async () => {
    const site = await publishedSite(t, { ...document([]), language: "en", availableLanguages: [{ languageCode: "en" }] });
    const response = await postRsvp(site.siteId, rsvpBody(await readyKey(), [guest("Ann", "no")], { language: "en" }));
    expect(response.json()).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    const [mail] = t.smtp.sentTo(site.mail);
    expect(mail?.subject).toBe("RSVP from Ann");
    expect(mail?.text).toContain("Name: Ann");
    expect(mail?.text).toContain("Are you coming?: No");
  });

  it("answers invertedSuccess and stores nothing for a missing, unknown, early, used or expired key", async () => {
    const site = await publishedSite(t, document());
    expect((await postRsvp(site.siteId, rsvpBody(undefined))).json()).toEqual({ invertedSuccess: true });
    expect((await postRsvp(site.siteId, rsvpBody("made-up-key"))).json()).toEqual({ invertedSuccess: true });

    const early = await postKey();
    expect((await postRsvp(site.siteId, rsvpBody(early))).json()).toEqual({ invertedSuccess: true });
    t.advanceTime(3_500);
    expect((await postRsvp(site.siteId, rsvpBody(early))).json(), "an early key is burnt").toEqual({ invertedSuccess: true });

    const expired = await postKey();
    t.advanceTime(2 * 60 * 60_000 + 1_000);
    expect((await postRsvp(site.siteId, rsvpBody(expired))).json()).toEqual({ invertedSuccess: true });

    const formKey = await readyKey("form-submissions");
    expect((await postRsvp(site.siteId, rsvpBody(formKey))).json(), "a key of another purpose").toEqual({ invertedSuccess: true });
    expect(await rsvpRows(site.siteId)).toHaveLength(0);

    const once = await readyKey();
    expect((await postRsvp(site.siteId, rsvpBody(once))).json()).toEqual({ invertedSuccess: false });
    expect((await postRsvp(site.siteId, rsvpBody(once))).json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(site.siteId)).toHaveLength(1);
  });

  it("gives a robot the robot notice, not the refusal, when its answers do not fit either", async () => {
    const site = await publishedSite(t, document());
    expect((await postRsvp(site.siteId, rsvpBody("made-up-key", [guest("", "yes")]))).json()).toEqual({ invertedSuccess: true });
    expect((await postRsvp(site.siteId, rsvpBody("made-up-key", undefined, { formId: "nothing" }))).json()).toEqual({ invertedSuccess: true });
    expect((await postRsvp(site.siteId, rsvpBody(await readyKey(), undefined, { formId: "form1", website: "x" }))).json()).toEqual({ invertedSuccess: true });

    const early = await postKey();
    expect((await postRsvp(site.siteId, rsvpBody(early, [guest("", "yes")]))).json()).toEqual({ invertedSuccess: true });
    t.advanceTime(3_500);
    expect((await postRsvp(site.siteId, rsvpBody(early))).json(), "an early key is burnt").toEqual({ invertedSuccess: true });
    expect(await rsvpRows(site.siteId)).toHaveLength(0);
  });

  it("answers invertedSuccess when the hidden honeypot field is filled", async () => {
    const site = await publishedSite(t, document());
    const response = await postRsvp(site.siteId, rsvpBody(await readyKey(), undefined, { website: "http://spam.example" }));
    expect(response.json()).toEqual({ invertedSuccess: true });
    expect(await rsvpRows(site.siteId)).toHaveLength(0);
  });

  it("refuses answers that do not fit the form with 422, keeping the key for a corrected send", async () => {
    const site = await publishedSite(t, document());
    const key = await readyKey();
    const missing = await postRsvp(site.siteId, rsvpBody(key, [guest("", "yes")]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ isErrorResponse: true, fields: ["name"] });

    const noChoice = await postRsvp(site.siteId, rsvpBody(key, [{ formElements: [{ formElement: { id: "name" }, value: "Anna", selectedOption: null }] }]));
    expect(noChoice.statusCode).toBe(422);
    expect(noChoice.json().fields).toEqual(["coming"]);

    const unknown = await postRsvp(site.siteId, rsvpBody(key, [{ formElements: [...guest("Anna", "no").formElements, { formElement: { id: "ghost" }, value: "boo", selectedOption: null }] }]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual(["ghost"]);

    const badOption = await postRsvp(site.siteId, rsvpBody(key, [{ formElements: [{ formElement: { id: "name" }, value: "Anna" }, { formElement: { id: "coming" }, value: "Kanske", selectedOption: "maybe" }] }]));
    expect(badOption.statusCode).toBe(422);

    const tooMany = await postRsvp(site.siteId, rsvpBody(key, [guest("A", "no"), guest("B", "no"), guest("C", "no"), guest("D", "no")]));
    expect(tooMany.statusCode).toBe(422);
    const none = await postRsvp(site.siteId, rsvpBody(key, []));
    expect(none.statusCode).toBe(422);
    const tooLong = await postRsvp(site.siteId, rsvpBody(key, [guest("x".repeat(2001), "no")]));
    expect(tooLong.statusCode).toBe(422);
    expect(await rsvpRows(site.siteId)).toHaveLength(0);

    expect((await postRsvp(site.siteId, rsvpBody(key))).json()).toEqual({ invertedSuccess: false });
  });

  it("answers 404 for a form that is not an RSVP module of the site, or a wrong site", async () => {
    const site = await publishedSite(t, document());
    const key = await readyKey();
    for (const formId of ["form1", "text1", "nothing"]) {
      const response = await postRsvp(site.siteId, rsvpBody(key, undefined, { formId }));
      expect(response.statusCode).toBe(404);
    }
    const unknownSite = await postRsvp("00000000-0000-4000-8000-000000000000", rsvpBody(key));
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Hittades inte." } });
    expect((await postRsvp("not-a-site", rsvpBody(key))).statusCode).toBe(404);
    expect(await rsvpRows(site.siteId)).toHaveLength(0);
  });

  it("needs the guest password on a protected site and a published site", async () => {
    const site = await publishedSite(t, document());
    await t.database.db.update(sites).set({ passwordHash: await hashPassword("guest-secret") }).where(eq(sites.id, site.siteId));
    const response = await postRsvp(site.siteId, rsvpBody(await readyKey()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ isErrorResponse: true });

    const draft = await publishedSite(t, document());
    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, draft.siteId));
    expect((await postRsvp(draft.siteId, rsvpBody(await readyKey()))).statusCode).toBe(404);
    expect(await rsvpRows(site.siteId)).toHaveLength(0);
  });

  it("follows a change of the site made after an answer, though the answer's site is cached", async () => {
    const site = await publishedSite(t, document());
    expect((await postRsvp(site.siteId, rsvpBody(await readyKey()))).json()).toEqual({ invertedSuccess: false });
    const guestPage = async () => (await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } })).body;
    /**
     * Changes the site as another process would, then waits until this one has heard of it
     * (PostgreSQL's NOTIFY evicts the page and the answer's site together): the guest page,
     * read into the cache first, changes only then.
     */
    const changeSite = async (change: Partial<typeof sites.$inferInsert>) => {
      const before = await guestPage();
      await t.database.db.update(sites).set(change).where(eq(sites.id, site.siteId));
      await expect.poll(guestPage, { timeout: 10_000 }).not.toBe(before);
    };

    const withoutRsvp = { ...document(), siteModules: document().siteModules!.filter((module) => module.id !== "rsvp1") };
    await changeSite({ document: withoutRsvp });
    expect((await postRsvp(site.siteId, rsvpBody(await readyKey()))).statusCode).toBe(404);

    await changeSite({ document: document(), passwordHash: await hashPassword("guest-secret") });
    expect((await postRsvp(site.siteId, rsvpBody(await readyKey()))).statusCode).toBe(401);

    await changeSite({ passwordHash: null, active: false });
    expect((await postRsvp(site.siteId, rsvpBody(await readyKey()))).statusCode).toBe(404);
    expect(await rsvpRows(site.siteId)).toHaveLength(1);
  });
});

describe("POST /api/form-submissions/{siteId}/", () => {
  const formBody = (key: string | undefined, song = "Dancing Queen", extra: Record<string, unknown> = {}) => ({
    formElements: [{ formElement: { id: "song" }, value: song, selectedOption: null }],
    postKey: key,
    formId: "form1",
    language: "sv",
    formTitle: "Önskelåtar",
    ...extra,
  });

  it("stores the answers and mails the owner", async () => {
    const site = await publishedSite(t, document());
    const response = await postForm(site.siteId, formBody(await readyKey("form-submissions")));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const rows = await formRows(site.siteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ formId: "form1", formTitle: "Önskelåtar", language: "sv" });
    await t.mailDelivered();
    const [mail] = t.smtp.sentTo(site.mail);
    expect(mail?.subject).toBe("Nytt svar på formuläret: Önskelåtar");
    expect(mail?.text).toContain("Låt: Dancing Queen");
  });

  it("refuses robots, bad answers and hidden, empty or unknown forms", async () => {
    const site = await publishedSite(t, document());
    expect((await postForm(site.siteId, formBody(await postKey("form-submissions")))).json()).toEqual({ invertedSuccess: true });
    expect((await postForm(site.siteId, formBody(await readyKey()))).json(), "an RSVP key").toEqual({ invertedSuccess: true });
    expect((await postForm(site.siteId, formBody(await readyKey("form-submissions"), "x", { website: "x" }))).json()).toEqual({ invertedSuccess: true });

    const key = await readyKey("form-submissions");
    expect((await postForm(site.siteId, formBody(key, ""))).statusCode).toBe(422);
    expect((await postForm(site.siteId, formBody(key, "x", { formId: "hiddenForm" }))).statusCode).toBe(404);
    // A form without questions is not shown to guests, so nothing can be sent to it either.
    expect((await postForm(site.siteId, { ...formBody(key, "x", { formId: "emptyForm" }), formElements: [] })).statusCode).toBe(404);
    expect((await postForm(site.siteId, formBody(key, "x", { formId: "rsvp1" }))).statusCode).toBe(404);
    expect((await postForm(site.siteId, { ...formBody(key), formElements: "nope" })).statusCode).toBe(422);
    expect(await formRows(site.siteId)).toHaveLength(0);
    expect((await postForm(site.siteId, formBody(key))).json()).toEqual({ invertedSuccess: false });
  });
});

describe("the per-IP allowance of guest sends", () => {
  it("counts every send, stored or refused, and stores nothing past it, leaving the key for later", async () => {
    const strict = await createTestApp({ rateLimits: { perIp: { max: 3, window: 60_000 }, perMail: { max: 10_000, window: 60_000 } } });
    try {
      const site = await publishedSite(strict, document());
      const key = async () => {
        const issued = (await strict.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
        strict.advanceTime(3_500);
        return issued;
      };
      const post = (body: unknown, siteId = site.siteId) => strict.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload: body as object });
      const rows = () => strict.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId));

      // A refused send, a robot's and one on no site count as a stored one does.
      expect((await post(rsvpBody(await key(), [guest("", "yes")]))).statusCode).toBe(422);
      expect((await post(rsvpBody(undefined))).json()).toEqual({ invertedSuccess: true });
      expect((await post(rsvpBody(await key()), "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      const late = await key();
      const limited = await post(rsvpBody(late));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ isErrorResponse: true });
      expect(await rows()).toHaveLength(0);

      // Once the window is over, the same key is still good: past the allowance it was not used.
      strict.advanceTime(60_000);
      expect((await post(rsvpBody(late))).json()).toEqual({ invertedSuccess: false });
      expect(await rows()).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });
});
