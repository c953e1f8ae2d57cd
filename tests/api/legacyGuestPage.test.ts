import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacySiteDocumentInput } from "../../src/modules/legacy/document";
import { storeImage } from "../../src/server/features/images/pipeline";
import { createTestApp, type TestApp } from "../support/app";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (host: string) => {
  const response = await t.app.inject({ method: "GET", url: "/", headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The modules the page hands its islands (the interactive ones), from its JSON. */
const islandModules = (body: string) => {
  const json = /<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(body)![1]!;
  return (JSON.parse(json) as { document: { siteModules: { id: string; siteModuleType: string }[] } }).document.siteModules;
};

/** The wedding document with a hidden module and a module without a slug of its own added. */
function weddingWithExtras(document: LegacySiteDocumentInput): LegacySiteDocumentInput {
  return {
    ...document,
    modules: [
      ...document.modules!,
      { id: "CLIENTID-hidden", module: "Text", slug: "hemligt", menuTitle: "Hemligt", hide: true, properties: [{ key: "title", value: "Hemligt" }, { key: "text", value: "<p>Överraskningen</p>" }] },
      { id: "CLIENTID-noslug", module: "Text", menuTitle: "Klädkod & mat", properties: [{ key: "text", value: "<p>Kavaj.</p><script>alert(1)</script><img src=x onerror=alert(2)>" }] },
    ],
  };
}

describe("a legacy site's guest page", () => {
  it("shows every legacy module's content in its theme, the page titled by the header", async () => {
    const owner = await publishedLegacySite(t, weddingWithExtras(legacyWeddingDocument()));
    const image = await storeImage(t.deps.storage, owner.siteId, await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a87" } }).jpeg().toBuffer(), "anna.jpg");
    const { host } = await publishedLegacySite(t, weddingWithExtras(legacyWeddingDocument({ image })));
    const body = await page(host);

    expect(body).toContain('<html lang="sv">');
    expect(body).toContain("<title>Anna &#38; Erik</title>");
    expect(body).toContain("site--theme7");
    for (const text of [
      "12 juni 2027",
      "Vi gifter oss i Dalarna.",
      "Snart är det dags",
      "Vigseln",
      "Parkering finns vid kyrkan.",
      "Sedan 2015",
      "Vi träffades på en fjällvandring.",
      "Hotell Moskogen",
      "Sara Berg",
      "Vår film",
      "Det finaste är att ni kommer.",
      "Svara senast 1 maj.",
      "Hur många är ni?",
      "Anmäl tal till toastmastern.",
      "Anmäl tal",
      "Kavaj.",
    ]) {
      expect(body, text).toContain(text);
    }
    // The countdown's own unit word, and the Swedish defaults where the document has none.
    expect(body).toContain('<span class="countdown__label">dygn</span>');
    expect(body).toContain('<span class="countdown__label">timmar</span>');
    // The header shows the image LARGE (its ref's size), first and at once; the other two lazily.
    expect(body).toContain('class="header header--large');
    expect(body).toMatch(new RegExp(`<img src="${image.path}[^>]*fetchPriority="high"[^>]*class="header__image"`));
    expect(body.match(new RegExp(`<img[^>]*src="${image.path}`, "g"))).toHaveLength(3);
    // The gift list starts with its button (more than one gift).
    expect(body).toContain("Visa önskelista");
    // The location's map links to a maps search for its place.
    expect(body).toContain("Leksands%20kyrka");
  });

  it("links the menu to the document's slugs, makes one for a module without, and leaves hidden modules out", async () => {
    const { host } = await publishedLegacySite(t, weddingWithExtras(legacyWeddingDocument()));
    const body = await page(host);
    const links = [...new Set([...body.matchAll(/<a href="#([^"]+)"/g)].map((match) => match[1]))];
    // hideInMenu keeps the video out of the menu, not off the page; the skip link leads to the page's content first.
    expect(links).toEqual(["site-main", "start", "valkomna", "nedrakning", "plats", "om-oss", "hotell", "toastmasters", "onskelista", "osa", "tal", "kladkod-och-mat"]);
    expect(body).toContain('id="film"');
    expect(body).toContain('<a href="#osa"');
    expect(body).toMatch(/<a href="#osa"[^>]*>OSA<\/a>/);
    expect(body).not.toContain("Hemligt");
    expect(body).not.toContain("Överraskningen");
    expect(body).not.toContain("CLIENTID-hidden");
  });

  it("cleans the legacy document's rich text as an editor's save would", async () => {
    const { host } = await publishedLegacySite(t, weddingWithExtras(legacyWeddingDocument()));
    const body = await page(host);
    expect(body).toContain("<p>Kavaj.</p>");
    expect(body).not.toContain("alert(1)");
    expect(body).not.toContain("onerror");
  });

  it("hands the browser only the interactive modules: the countdown, video, gifts, and the legacy RSVP and speech forms", async () => {
    const { host } = await publishedLegacySite(t, weddingWithExtras(legacyWeddingDocument()));
    const modules = islandModules(await page(host));
    expect(modules.map((module) => [module.id, module.siteModuleType])).toEqual([
      ["CLIENTID-countdown", "Countdown"],
      ["CLIENTID-video", "Video"],
      ["CLIENTID-gifts", "GiftRegistry"],
      ["CLIENTID-rsvp", "RSVP3"],
      ["CLIENTID-speech", "Speech2"],
    ]);
  });

  it("offers the person count up to the RSVP's maximum, and with a maximum of 1 the OSA button", async () => {
    const document = legacyWeddingDocument();
    const { host } = await publishedLegacySite(t, document);
    const body = await page(host);
    expect(body).toMatch(/<option selected value="0" disabled>Välj<\/option><option value="1">1<\/option><option value="2">2<\/option><option value="3">3<\/option><\/select>/);

    const single = {
      ...document,
      modules: document.modules!.map((module) => (module.module === "RSVP3" ? { ...module, properties: [{ key: "maxNumberOfPersons", value: "1" }] } : module)),
    };
    const one = await page((await publishedLegacySite(t, single)).host);
    expect(one).toMatch(/<button type="button" class="site-button site-button--primary rsvp__cta">OSA<\/button>/);
    expect(one).not.toContain("Förnamn");

    const atOnce = { ...single, modules: single.modules.map((module) => (module.module === "RSVP3" ? { ...module, properties: [{ key: "maxNumberOfPersons", value: 1 }, { key: "showRSVPFormWhenOnlyOnePerson", value: true }] } : module)) };
    const form = await page((await publishedLegacySite(t, atOnce)).host);
    expect(form).toContain("Förnamn");
    expect(form).toContain("Kommer du?");
    expect(form).not.toContain("rsvp__guest-title");
  });
});
