import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Brand } from "../../src/domain/brands";
import type { Household } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { guestListSettings } from "../../src/server/db/schema";
import { seedDemo } from "../../src/server/seed/demo";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";
import { WEDDING_WORDS } from "../support/weddingWords";

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }, { languageCode: "da" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Lisa fyller 40" } },
    { id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA", en: "RSVP", da: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};

/** What a guest reads of a page: its text, without markup, styles or scripts. */
const readable = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe.each([
  ["party", { sv: "värdarna", en: "the hosts", da: "værterne" }],
  ["event", { sv: "arrangören", en: "the organiser", da: "arrangøren" }],
] as const)("a %s site's household pages", (brand: Brand, hosts) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND: brand } });
  });
  afterAll(() => t.close());

  it("name the hosts in the brand's words in every language, before and after the deadline, and in the refusal", async () => {
    const owner = await publishedSite(t, document);
    const created = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Familjen Berg", language: "sv", guests: [{ name: "Anna Berg" }] });
    expect(created.statusCode, created.body).toBe(201);
    const household = created.json() as Household;
    const open = (language: string, token = household.linkToken) => agent(t.app).get(`${language}/inbjudan/${token}`, { host: owner.host });

    const pages = { sv: await open(""), en: await open("/en"), da: await open("/da") };
    for (const [language, page] of Object.entries(pages)) {
      expect(page.statusCode).toBe(200);
      expect(readable(page.body)).toContain(hosts[language as keyof typeof hosts]);
      expect(readable(page.body)).not.toMatch(WEDDING_WORDS);
    }
    expect(readable(pages.sv.body)).toContain(`Meddelande till ${hosts.sv}`);

    const notFound = await open("", "A".repeat(32));
    expect(notFound.statusCode).toBe(404);
    expect(readable(notFound.body)).toContain(`Be ${hosts.sv} om länken igen`);
    expect(readable(notFound.body)).not.toMatch(WEDDING_WORDS);

    await t.database.db.insert(guestListSettings).values({ siteId: owner.siteId, rsvpDeadline: new Date(t.deps.now().getTime() - 60_000) });
    const closed = await open("");
    expect(readable(closed.body)).toContain(`Hör av er till ${hosts.sv} om något har ändrats`);
    expect(readable(closed.body)).not.toMatch(WEDDING_WORDS);
    const key = (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/households/${household.linkToken}/reply`,
      headers: { host: owner.host },
      payload: { guests: [{ guestId: household.guests[0]!.id, attending: { day: true }, dietary: "" }], message: "", postKey: key },
    });
    expect(refused.statusCode).toBe(409);
    const description = (refused.json() as { errorDescription: Record<string, string> }).errorDescription;
    expect(description).toEqual({ sv: expect.stringContaining(hosts.sv), en: expect.stringContaining(hosts.en), da: expect.stringContaining(hosts.da) });
    expect(Object.values(description).join(" ")).not.toMatch(WEDDING_WORDS);
  });

  it("show a demo site of the brand's own occasion, not a wedding", async () => {
    const demo = await seedDemo(t.database.db, t.deps.storage, t.deps.config.brand, t.deps.config.sitesDomain, t.deps.now());
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: demo.host } });
    expect(page.statusCode).toBe(200);
    expect(readable(page.body).length).toBeGreaterThan(500);
    expect(readable(page.body)).not.toMatch(WEDDING_WORDS);
  });
});
