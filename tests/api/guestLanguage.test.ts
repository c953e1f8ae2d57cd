import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { formSubmissions, rsvpAnswers } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA", en: "RSVP" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
    { id: "form1", siteModuleType: "Form", title: { sv: "Låtar" }, form: { formElements: [{ id: "song", formElementType: "ShortText", label: { sv: "Låt" } }] } },
  ],
};

async function readyKey(kind: "rsvps" | "form-submissions"): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: `/api/${kind}/post-key` })).json().key as string;
  t.advanceTime(3_500);
  return key;
}

const sendRsvp = async (siteId: string, language: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    payload: { postKey: await readyKey("rsvps"), formId: "rsvp1", language, guests: [{ formElements: [{ formElement: { id: "name" }, value: "Anna" }] }] },
  });

const sendForm = async (siteId: string, language: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/form-submissions/${siteId}/`,
    payload: { postKey: await readyKey("form-submissions"), formId: "form1", language, formElements: [{ formElement: { id: "song" }, value: "Dancing Queen" }] },
  });

describe("a guest's language must be one of the site's languages", () => {
  it.each([
    ["an RSVP", sendRsvp, rsvpAnswers],
    ["a form submission", sendForm, formSubmissions],
  ] as const)("%s in another language is a 422 naming language; nothing is stored or mailed", async (_name, send, table) => {
    const site = await publishedSite(t, document);
    for (const language of ["de", "da", "SV"]) {
      const refused = await send(site.siteId, language);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Några uppgifter saknas eller är felaktiga." }, fields: ["language"] });
    }
    expect(await t.database.db.select().from(table).where(eq(table.siteId, site.siteId))).toEqual([]);
    await t.mailDelivered();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(0);

    const accepted = await send(site.siteId, "en");
    expect(accepted.json()).toEqual({ invertedSuccess: false });
    expect(await t.database.db.select().from(table).where(eq(table.siteId, site.siteId))).toHaveLength(1);
  });
});
