import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { formSubmissions, giftReservations, rsvpAnswers } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Text PostgreSQL cannot store: a NUL character, and half of a UTF-16 surrogate pair. */
const UNSTORABLE = { NUL: "a\u0000b", "a lone surrogate": "a\ud83db" };
/** How a refused key is named in `fields`: each unstorable character as U+FFFD. */
const SHOWN = "a\ufffdb";

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [
    { id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
    { id: "form1", siteModuleType: "Form", title: { sv: "Låtar" }, form: { formElements: [{ id: "song", formElementType: "ShortText", label: { sv: "Låt" } }] } },
    { id: "gifts", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 2 }] },
  ],
};

async function readyKey(kind: "rsvps" | "form-submissions"): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: `/api/${kind}/post-key` })).json().key as string;
  t.advanceTime(3_500);
  return key;
}

const rsvp = (key: string, extra: Record<string, unknown> = {}, name = "Anna") => ({
  postKey: key,
  formId: "rsvp1",
  formTitle: "OSA",
  language: "sv",
  groupIdentifier: "group-1",
  guests: [{ formElements: [{ formElement: { id: "name" }, value: name, selectedOption: null }] }],
  ...extra,
});

function expectRefused(response: { statusCode: number; json: () => unknown }, fields: string[]) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Några uppgifter saknas eller är felaktiga." }, fields });
}

describe.each(Object.entries(UNSTORABLE))("text with %s", (_name, bad) => {
  it("in a guest's RSVP answer, language or group id is a 422 naming the field; nothing is stored", async () => {
    const site = await publishedSite(t, document);
    const post = async (body: unknown) => t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: body as object });
    expectRefused(await post(rsvp(await readyKey("rsvps"), {}, bad)), ["guests.0.formElements.0.value"]);
    expectRefused(await post(rsvp(await readyKey("rsvps"), { language: `sv${bad}` })), ["language"]);
    expectRefused(await post(rsvp(await readyKey("rsvps"), { groupIdentifier: bad })), ["groupIdentifier"]);
    expectRefused(await post(rsvp(await readyKey("rsvps"), { [`x${bad}`]: 1 })), [`x${SHOWN}`]);
    expect(await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, site.siteId))).toEqual([]);
    await t.mailDelivered();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(0);
  });

  it("in a form submission or a gift reservation is a 422 naming the field; nothing is stored", async () => {
    const site = await publishedSite(t, document);
    const key = await readyKey("form-submissions");
    const form = { postKey: key, formId: "form1", formTitle: "Låtar", language: "sv", formElements: [{ formElement: { id: "song" }, value: bad }] };
    expectRefused(await t.app.inject({ method: "POST", url: `/api/form-submissions/${site.siteId}/`, payload: form }), ["formElements.0.value"]);
    expect(await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, site.siteId))).toEqual([]);

    const gift = (moduleId: string, itemId: string, password: string) =>
      t.app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/${moduleId}/${itemId}/v2`, payload: { quantity: 1, password } });
    expectRefused(await gift("gifts", "vase", bad), ["password"]);
    expectRefused(await gift(encodeURIComponent("gifts\u0000"), "vase", "lösen"), ["moduleId"]);
    expect(await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId))).toEqual([]);
  });

  it("in a login, a site password login or a query is a 422 naming the field", async () => {
    const site = await publishedSite(t, document, { password: "hemlis" });
    expectRefused(await t.app.inject({ method: "POST", url: "/api/accounts/login/", payload: { mail: `a${bad}@example.com`, password: "x" } }), ["mail"]);
    expectRefused(await t.app.inject({ method: "POST", url: "/api/sites/password-login/", payload: { host: `${site.host}${bad}`, password: "hemlis" } }), ["host"]);
    expectRefused(await t.app.inject({ method: "GET", url: `/?domainHost=${encodeURIComponent("a\u0000b.localhost")}` }), ["domainHost"]);
  });

  it("in the owner's titles, rich text, module ids or keys is a 422 naming the field; the site stays as it was", async () => {
    const owner = await publishedSite(t, document);
    const before = (await owner.client.get(`/api/sites/${owner.siteId}`)).json();
    const save = (siteModules: unknown[]) => owner.client.put(`/api/sites/${owner.siteId}`, { ...document, siteModules });
    expectRefused(await save([{ id: "t", siteModuleType: "Text", title: { sv: bad } }]), ["siteModules.0.title.sv"]);
    expectRefused(await save([{ id: "t", siteModuleType: "Text", text: { sv: `<p>${bad}</p>` } }]), ["siteModules.0.text.sv"]);
    expectRefused(await save([{ id: bad, siteModuleType: "Text" }]), ["siteModules.0.id"]);
    expectRefused(await save([{ id: "t", siteModuleType: "Text", title: { [`s${bad}`]: "Hej" } }]), [`siteModules.0.title.s${SHOWN}`]);
    expect((await owner.client.get(`/api/sites/${owner.siteId}`)).json()).toEqual(before);
  });
});
