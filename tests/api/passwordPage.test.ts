import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const protectedSite: SiteDocumentInput = {
  theme: "theme7",
  fonts: { heading: "Cormorant Garamond", text: "Lato" },
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna and Erik" }, secondLine: { sv: "Vi gifter oss i Saltsjöbaden" } },
    { id: "c", siteModuleType: "Countdown", title: { sv: "Nedräkning" }, countdownDate: "2027-06-12T15:00" },
    { id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Festen börjar klockan fem</p>" } },
  ],
};

describe("the password page of a protected site", () => {
  it("wears the site's theme, fonts, colours and names, and shows nothing else of it", async () => {
    const owner = await publishedSite(t, protectedSite, { host: "gate.localhost", password: "hemlis" });
    const gate = await agent(t.app).get("/", { host: "gate.localhost" });
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain("site--theme7");
    expect(gate.body).toContain("--font-heading:&#34;Cormorant Garamond&#34;");
    expect(gate.body).toContain('<link rel="stylesheet" href="/fonts/cormorant-garamond/latin-400.css">');
    expect(gate.body).toContain('<link rel="stylesheet" href="/fonts/lato/latin-400.css">');
    expect(gate.body).toMatch(/--color-primary:hsl/);
    expect(gate.body).toContain('<p class="names">Anna &#38; Erik</p>');
    expect(gate.body).toContain("Sidan är skyddad");
    for (const content of ["Saltsjöbaden", "Nedräkning", "2027", "Välkomna", "Festen", owner.siteId]) expect(gate.body).not.toContain(content);
  });

  it("names the couple in the language asked for, and says so when the network fails", async () => {
    await publishedSite(t, protectedSite, { host: "gate2.localhost", password: "hemlis" });
    const english = await agent(t.app).get("/en", { host: "gate2.localhost" });
    expect(english.body).toContain('<p class="names">Anna and Erik</p>');
    expect(english.body).toContain("This page is protected");
    expect(english.body).toContain('data-login-failed="Could not fetch the page by logging in."');
  });

  it("tells a wrong password (401) from any other failure, which says the login could not fetch the page", async () => {
    await publishedSite(t, protectedSite, { host: "gate4.localhost", password: "hemlis" });
    const gate = await agent(t.app).get("/", { host: "gate4.localhost" });
    expect(gate.body).toContain('data-wrong-password="Felaktigt lösenord, försök gärna igen."');
    expect(gate.body).toContain('data-login-failed="Misslyckades att hämta sidan genom inloggning"');
  });

  it("is the plain page, with nothing to leak, when the site has no header", async () => {
    await publishedSite(t, { siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: "<p>Hemlig text</p>" } }] }, { host: "gate3.localhost", password: "hemlis" });
    const gate = await agent(t.app).get("/", { host: "gate3.localhost" });
    expect(gate.body).not.toContain('class="names"');
    expect(gate.body).not.toContain("Hemlig text");
    expect(gate.body).toContain("<title>Sidan är skyddad · gate3.localhost</title>");
  });
});
