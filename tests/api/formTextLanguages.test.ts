import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { agent, createTestApp, registerOwner, uniqueOwnerMail, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;

/** An RSVP in Swedish and English whose question is written in Swedish only. */
const untranslated: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "t", siteModuleType: "Text", title: { sv: "Välkomna", en: "" } },
    {
      id: "rsvp",
      siteModuleType: "Rsvp",
      title: { sv: "OSA", en: "RSVP" },
      form: {
        formElements: [
          {
            id: "coming",
            formElementType: "SingleSelect",
            label: { sv: "Kommer du?", en: "  " },
            options: [
              { id: "yes", text: { sv: "Ja", en: "Yes" } },
              { id: "no", text: { sv: "Nej", en: "No" } },
            ],
          },
        ],
      },
    },
  ],
};

describe("PUT /api/sites/{siteId}: form texts in every site language (spec 3, section 5)", () => {
  it("refuses a question label missing in a site language with 422 naming the question, and stores nothing", async () => {
    const owner = await registerOwner(t.app);
    const refused = await owner.client.put(site(owner.siteId), untranslated);
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body).toMatchObject({ isErrorResponse: true, fields: ["siteModules.1.form.formElements.0.label"] });
    expect(body.errorDescription.sv).toContain("Frågan ”Kommer du?” i ”OSA” saknar text på engelska.");
    expect(body.errorDescription.en).toContain("The question “Kommer du?” in “OSA” has no text in English.");
    expect(body.errorDescription.da).toContain("Spørgsmålet »Kommer du?« i »OSA« mangler tekst på engelsk.");
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(0);
  });

  it("names an answer option missing in a language, and saves once every text is there (other modules' empty texts do not matter)", async () => {
    const owner = await registerOwner(t.app);
    const rsvp = structuredClone(untranslated);
    const element = (rsvp.siteModules![1] as { form: { formElements: { label: Record<string, string>; options: { text: Record<string, string> }[] }[] } }).form.formElements[0]!;
    element.label.en = "Are you coming?";
    element.options[1]!.text = { sv: "Nej" };
    const refused = await owner.client.put(site(owner.siteId), rsvp);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toContain("Svaret ”Nej” på frågan ”Kommer du?” i ”OSA” saknar text på engelska.");
    expect(refused.json().fields).toEqual(["siteModules.1.form.formElements.0.options.1.text"]);

    element.options[1]!.text.en = "No";
    expect((await owner.client.put(site(owner.siteId), rsvp)).statusCode).toBe(200);
  });
});

describe("POST /api/accounts/register/ with a site built in quick start: the same rule as Save", () => {
  it("refuses a question missing in a site language with 422 naming it under site.document, and creates no account", async () => {
    const client = agent(t.app);
    const mail = uniqueOwnerMail();
    const register = (document: SiteDocumentInput) => client.post("/api/accounts/register/", { mail, password: "secret-password", acceptTerms: true, site: { document } });
    const refused = await register(untranslated);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, fields: ["site.document.siteModules.1.form.formElements.0.label"] });
    expect(refused.json().errorDescription.sv).toContain("Frågan ”Kommer du?” i ”OSA” saknar text på engelska.");

    const translated = structuredClone(untranslated);
    (translated.siteModules![1] as { form: { formElements: { label: Record<string, string> }[] } }).form.formElements[0]!.label.en = "Are you coming?";
    const created = await register(translated);
    expect(created.statusCode, created.body).toBe(201);
  });
});
