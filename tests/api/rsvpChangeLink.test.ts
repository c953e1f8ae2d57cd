import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_TOKEN_LENGTH } from "../../src/domain/site/answerChange";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { rsvpAnswers } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
          { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true },
          { id: "coming", formElementType: "SingleSelect", label: { sv: "Kommer du?" }, options: [{ id: "yes", text: { sv: "Ja" } }, { id: "no", text: { sv: "Nej" } }] },
        ],
      },
    },
  ],
};

async function readyKey(): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" });
  t.advanceTime(3_500);
  return response.json().key as string;
}

const rsvp = async (guests: { name: string; coming: "yes" | "no" }[], extra: object = {}) => ({
  guests: guests.map((guest) => ({
    formElements: [
      { formElement: { id: "name" }, value: guest.name, selectedOption: null },
      { formElement: { id: "coming" }, value: "", selectedOption: guest.coming },
    ],
  })),
  language: "sv",
  postKey: await readyKey(),
  formId: "rsvp1",
  formTitle: "OSA",
  ...extra,
});
const send = (siteId: string, body: object) => t.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload: body });
const open = (siteId: string, token: string) => t.app.inject({ method: "GET", url: `/api/rsvps/${siteId}/v4/answers/${encodeURIComponent(token)}` });
const storedNames = async (siteId: string) =>
  (await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId)))
    .map((row) => (row.formElements as { formElement: { id: string }; value: string }[]).find((answer) => answer.formElement.id === "name")!.value)
    .sort();

/** Sends an answer with a copy to `to` and reads the change link's token out of the copy mail. */
async function answerWithCopy(site: { siteId: string; host: string }, to: string, guests: { name: string; coming: "yes" | "no" }[]) {
  expect((await send(site.siteId, await rsvp(guests, { copyTo: to }))).json()).toEqual({ invertedSuccess: false });
  await t.mailDelivered();
  const copy = t.smtp.sentTo(to).at(-1)!;
  const link = new RegExp(`http://${site.host.replace(/\./g, "\\.")}:3000/#svar=([A-Za-z0-9_-]+)`).exec(copy.text);
  expect(link, copy.text).not.toBeNull();
  return link![1]!;
}

describe("a guest changes the RSVP from the copy mail's link", () => {
  it("the copy mail links back to the answer, which opens filled in and is replaced by the changed one", async () => {
    const site = await publishedSite(t, document);
    const token = await answerWithCopy(site, "anna.change@example.com", [{ name: "Anna", coming: "yes" }, { name: "Erik", coming: "yes" }]);
    expect(token).toHaveLength(CHANGE_TOKEN_LENGTH);
    expect(t.smtp.sentTo("anna.change@example.com").at(-1)!.text).toContain("Vill du ändra ditt svar?");

    const opened = await open(site.siteId, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      formId: "rsvp1",
      guests: [
        { answers: { name: { value: "Anna" }, coming: { value: "Ja", selectedOption: "yes" } } },
        { answers: { name: { value: "Erik" }, coming: { value: "Ja", selectedOption: "yes" } } },
      ],
    });

    // Erik cannot come after all: the change replaces the answer, it does not add one.
    const changed = await send(site.siteId, await rsvp([{ name: "Anna", coming: "yes" }, { name: "Erik", coming: "no" }], { changeToken: token }));
    expect(changed.json()).toEqual({ invertedSuccess: false });
    expect(await storedNames(site.siteId)).toEqual(["Anna", "Erik"]);
    const rows = await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId));
    expect(rows.map((row) => (row.formElements as { selectedOption: string | null }[])[1]!.selectedOption).sort()).toEqual(["no", "yes"]);
    // The same link opens the changed answer, and a second change replaces it again.
    expect((await open(site.siteId, token)).json().guests[1].answers.coming.selectedOption).toBe("no");
    await send(site.siteId, await rsvp([{ name: "Anna", coming: "no" }], { changeToken: token }));
    expect(await storedNames(site.siteId)).toEqual(["Anna"]);
    await t.mailDelivered();
    // The couple hear of the change as of any answer.
    expect(t.smtp.sentTo(site.mail).length).toBe(3);
  });

  it("never lets one guest's link reach another guest's answer or another site's", async () => {
    const site = await publishedSite(t, document);
    const other = await publishedSite(t, document);
    const anna = await answerWithCopy(site, "anna.own@example.com", [{ name: "Anna", coming: "yes" }]);
    await answerWithCopy(site, "bo.own@example.com", [{ name: "Bo", coming: "yes" }]);
    await answerWithCopy(other, "cia.other@example.com", [{ name: "Cia", coming: "yes" }]);

    // Anna's link on the other site, a made-up token and a malformed one: the same refusal, with the error shape.
    for (const [siteId, token] of [[other.siteId, anna], [site.siteId, "A".repeat(CHANGE_TOKEN_LENGTH)], [site.siteId, "A.B"]] as const) {
      const refused = await open(siteId, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Länken för att ändra svaret fungerar inte längre. Skicka ett nytt svar i stället." } });
    }
    // A token past the router's bound on a path segment is not looked at at all.
    const tooLong = await open(site.siteId, "A".repeat(2_000));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toMatchObject({ isErrorResponse: true });
    // A change with Anna's token on the other site, or a made-up token, stores nothing and replaces nothing.
    for (const [siteId, token] of [[other.siteId, anna], [site.siteId, "B".repeat(CHANGE_TOKEN_LENGTH)]] as const) {
      const refused = await send(siteId, await rsvp([{ name: "Mallory", coming: "no" }], { changeToken: token }));
      expect(refused.statusCode).toBe(404);
    }
    const tooLongChange = await send(site.siteId, await rsvp([{ name: "Mallory", coming: "no" }], { changeToken: "C".repeat(500) }));
    expect(tooLongChange.statusCode).toBe(422);
    expect(await storedNames(site.siteId)).toEqual(["Anna", "Bo"]);
    expect(await storedNames(other.siteId)).toEqual(["Cia"]);
  });

  it("gives no link when no copy was asked for", async () => {
    const site = await publishedSite(t, document);
    await send(site.siteId, await rsvp([{ name: "Dag", coming: "yes" }]));
    const [row] = await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId));
    expect(row!.changeTokenHash).toBeNull();
  });
});
