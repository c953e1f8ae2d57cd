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

describe("PUT /api/sites/{siteId}: a text missing in a site language is a warning, not a refusal (decision 080)", () => {
  it("stores a question label and an answer missing in a site language, as they are", async () => {
    const owner = await registerOwner(t.app);
    const rsvp = structuredClone(untranslated);
    (rsvp.siteModules![1] as { form: { formElements: { options: { text: Record<string, string> }[] }[] } }).form.formElements[0]!.options[1]!.text = { sv: "Nej" };
    const saved = await owner.client.put(site(owner.siteId), rsvp);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await owner.client.get(site(owner.siteId))).json();
    expect(stored.siteModules[1].form.formElements[0].label).toEqual({ sv: "Kommer du?", en: "  " });
    expect(stored.siteModules[1].form.formElements[0].options[1].text).toEqual({ sv: "Nej" });
  });
});

describe("POST /api/accounts/register/ with a site built in quick start: the same rule as Save", () => {
  it("creates the account with a site whose question is missing in a site language", async () => {
    const client = agent(t.app);
    const created = await client.post("/api/accounts/register/", { mail: uniqueOwnerMail(), password: "secret-password", acceptTerms: true, site: { document: untranslated } });
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await client.get(site(created.json().site._id))).json();
    expect(stored.siteModules[1].form.formElements[0].label.sv).toBe("Kommer du?");
  });
});
