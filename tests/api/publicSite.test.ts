import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { storeImage } from "../../src/server/features/images/pipeline";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";
import type { WebShell } from "../../src/server/web/shell";
import sharp from "sharp";
import { createHash } from "node:crypto";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (host: string, url = "/", headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers: { host, ...headers } });

const twoLanguages: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna and Erik" } },
    { id: "t", siteModuleType: "Text", title: { sv: "Välkomna", en: "Welcome" }, text: { sv: "<p>Hej alla</p>", en: "<p>Hello all</p>" } },
    { id: "x", siteModuleType: "Text", title: { sv: "Hemligt" }, hide: true },
  ],
};

describe("the guest page", () => {
  it("renders the site on the server in its default language, hidden modules left out", async () => {
    await publishedSite(t, twoLanguages, { host: "lang.localhost" });
    const response = await page("lang.localhost");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="sv">');
    expect(response.body).toContain("<title>Anna &#38; Erik</title>");
    expect(response.body).toContain("Hej alla");
    expect(response.body).not.toContain("Hemligt");
    expect(response.body).toContain('<meta name="robots" content="all">');
  });

  it("shows another available language at /{language} and a not-found page for anything else", async () => {
    await publishedSite(t, twoLanguages, { host: "lang2.localhost" });
    const english = await page("lang2.localhost", "/en");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("Hello all");
    expect((await page("lang2.localhost", "/da")).statusCode).toBe(404);
    expect((await page("lang2.localhost", "/en/more")).statusCode).toBe(404);
    expect((await page("lang2.localhost", "/kontakt")).body).toContain("Sidan finns inte");
  });

  it("leaves a module with nothing in it yet out of the page, its data and its menu, and shows it once it has content", async () => {
    const empty: SiteDocumentInput = {
      siteModules: [
        { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
        { id: "empty-text", siteModuleType: "Text", title: { sv: "Vår historia" }, text: { sv: "<p><br></p>" } },
        { id: "empty-people", siteModuleType: "PeopleList", title: { sv: "Tärnor" }, list: [{ id: "p1" }] },
        { id: "rsvp", siteModuleType: "Rsvp", title: { sv: "Svara här" } },
      ],
    };
    const owner = await publishedSite(t, empty, { host: "empty.localhost" });
    const body = (await page("empty.localhost")).body;
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(body)![1]!);
    expect(data.menu.entries.map((entry: { moduleId: string }) => entry.moduleId)).toEqual(["h", "rsvp"]);
    expect(body).not.toContain("Vår historia");
    expect(body).not.toContain("Tärnor");
    expect(body).toContain("Svara här");

    const written = { siteModules: empty.siteModules!.map((module) => (module.id === "empty-text" ? { ...module, text: { sv: "<p>Vi träffades 2019.</p>" } } : module)) };
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, written)).statusCode).toBe(200);
    const filled = (await page("empty.localhost")).body;
    expect(filled).toContain("Vår historia");
    expect(filled).toContain("Vi träffades 2019.");
    expect(filled).toContain('href="#var-historia"');
    expect(filled).not.toContain("Tärnor");
  });

  it("asks search engines to stay away when metaNoindex is set", async () => {
    await publishedSite(t, twoLanguages, { host: "noindex.localhost", metaNoindex: true });
    expect((await page("noindex.localhost")).body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
  });

  it("embeds the data the guest bundle hydrates from, safely escaped", async () => {
    await publishedSite(t, { siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "</script><script>alert(1)</script>" }, text: { sv: "<p>Hej</p>" } }] }, { host: "escape.localhost" });
    const body = (await page("escape.localhost")).body;
    expect(body).not.toContain("</script><script>alert(1)");
    const data = /<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(body)![1]!;
    expect(JSON.parse(data).menu.entries[0].label).toBe("</script><script>alert(1)</script>");
  });
});

describe("cached pages", () => {
  it("show a change to the site, or to its reservations, on the next request", async () => {
    const owner = await publishedSite(t, twoLanguages, { host: "cached.localhost" });
    expect((await page("cached.localhost")).body).toContain("Hej alla");
    await t.database.pool.query(`UPDATE sites SET document = jsonb_set(document, '{siteModules,1,text,sv}', '"<p>Nu med ny text</p>"') WHERE id = $1`, [owner.siteId]);
    await expect.poll(async () => (await page("cached.localhost")).body, { timeout: 3000, interval: 20 }).toContain("Nu med ny text");
    await t.database.pool.query("UPDATE sites SET active = false WHERE id = $1", [owner.siteId]);
    await expect.poll(async () => (await page("cached.localhost")).statusCode, { timeout: 3000, interval: 20 }).toBe(404);
  });
});

describe("password-protected sites", () => {
  it("shows only the password page, then the site once the password is given", async () => {
    const owner = await publishedSite(t, twoLanguages, { host: "secret.localhost", password: "hemlis" });
    const image = await storeImage(t.deps.storage, owner.siteId, await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c97" } }).png().toBuffer(), "x.png");
    const gate = await page("secret.localhost");
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
    expect(gate.body).not.toContain("Hej alla");
    // The couple's names are shown (tests/api/passwordPage.test.ts), never the content.
    expect(gate.body).not.toContain("Välkomna");
    expect(gate.body).not.toContain(owner.siteId);
    expect((await page("secret.localhost", `/images/${owner.siteId}/${image.fileName}`)).statusCode).toBe(401);

    const guest = agent(t.app);
    const wrong = await guest.post("/api/sites/password-login/", { host: "secret.localhost", password: "fel" }, { host: "secret.localhost" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorDescription).toEqual({ sv: "Felaktigt lösenord, försök gärna igen.", en: "Wrong password, please try again.", da: "Forkert adgangskode, prøv gerne igen." });
    const right = await guest.post("/api/sites/password-login/", { host: "secret.localhost", password: "hemlis" }, { host: "secret.localhost" });
    expect(right.statusCode).toBe(200);
    const site = await guest.get("/", { host: "secret.localhost" });
    expect(site.body).toContain("Hej alla");
    const picture = await guest.get(`/images/${owner.siteId}/${image.fileName}`, { host: "secret.localhost" });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toContain("private");
  });

  it("does not show unpublished sites to guests", async () => {
    const owner = await publishedSite(t, twoLanguages, { host: "unpublished.localhost" });
    await t.database.pool.query("UPDATE sites SET active = false WHERE id = $1", [owner.siteId]);
    expect((await page("unpublished.localhost")).statusCode).toBe(404);
  });
});

describe("images, maps and video thumbnails", () => {
  it("serves every stored size with long-lived caching, and nothing for made-up names", async () => {
    const owner = await publishedSite(t, twoLanguages, { host: "images.localhost" });
    const image = await storeImage(t.deps.storage, owner.siteId, await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#9ab" } }).jpeg().toBuffer(), "big.jpg");
    expect(image.sizes.map((entry) => entry.size)).toEqual([1600, 1200, 800, 600]);
    for (const entry of image.sizes) {
      const response = await page("images.localhost", `${image.path}${entry.fileName}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(response.rawPayload).metadata()).width).toBe(entry.size);
    }
    expect((await page("images.localhost", `/images/${owner.siteId}/../../etc/passwd`)).statusCode).toBe(404);
  });

  it("draws the Location map with the sandbox renderer, in the requested theme and marker colour", async () => {
    const location = { id: "l", siteModuleType: "Location" as const, map: { location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "DARK" as const, markerColor: "#b4533c" } };
    const owner = await publishedSite(t, { ...twoLanguages, siteModules: [...twoLanguages.siteModules!, location] }, { host: "maps.localhost" });
    const mapUrl = `/api/sites/${owner.siteId}/maps/${encodeURIComponent("Grand Hôtel Saltsjöbaden")}/13/DARK/b4533c/`;
    const response = await page("maps.localhost", mapUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    const again = await page("maps.localhost", mapUrl); // from storage this time
    expect(again.headers["content-type"]).toContain("image/svg+xml");
    expect(again.body).toBe(response.body);
    expect(response.body).toContain("#b4533c");
    expect(response.body).toContain("Grand Hôtel Saltsjöbaden");
    expect(response.body).toContain("#212121"); // the dark theme's land colour
    const bad = await page("maps.localhost", `/api/sites/${owner.siteId}/maps/x/99/DARK/b4533c/`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual(["zoom"]);
    expect((await page("maps.localhost", `/api/sites/${owner.siteId}/maps/x/12/PINK/b4533c/`)).statusCode).toBe(422);
  });

  it("serves video thumbnails from our own host", async () => {
    const video = { id: "v", siteModuleType: "Video" as const, video: { videoUrl: "https://youtu.be/aqz-KE-bpKQ" } };
    const owner = await publishedSite(t, { siteModules: [video] }, { host: "video.localhost" });
    const response = await page("video.localhost", `/api/sites/${owner.siteId}/video-thumbnails/aqz-KE-bpKQ/maxresdefault.jpg`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1280);
    expect((await page("video.localhost", `/api/sites/${owner.siteId}/video-thumbnails/not-an-id/maxresdefault.jpg`)).statusCode).toBe(404);
  });
});

const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the guest page's islands and first paint", () => {
  /** A built shell whose manifest gave the RSVP and countdown views their own chunks. */
  const shell = async (): Promise<WebShell> => ({
    html: async () => "",
    guestAssets: { scripts: ["/assets/guest.js"], styles: ["/assets/site.css"], preloads: ["/assets/react.js"], islands: { Rsvp: ["/assets/view-rsvp.js", "/assets/dialogs.js"], Countdown: ["/assets/view-countdown.js"] }, slideshow: [] },
    viteDev: false,
    close: async () => {},
  });
  let built: TestApp;
  beforeAll(async () => {
    built = await createTestApp({ shell });
  });
  afterAll(() => built.close());

  it("hands the browser only what hydrates: the menu and the interactive modules, with only their chunks named for the entry to fetch", async () => {
    const siteModules: SiteDocumentInput["siteModules"] = [
      { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
      { id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Hej alla</p>" } },
      { id: "r", siteModuleType: "Rsvp", title: { sv: "Svara här" } },
    ];
    await publishedSite(built, { siteModules }, { host: "islands.localhost" });
    const body = (await built.app.inject({ method: "GET", url: "/", headers: { host: "islands.localhost" } })).body;
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(body)![1]!);
    expect(data.document.siteModules.map((module: { id: string }) => module.id)).toEqual(["r"]);
    expect([...body.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1])).toEqual(["menu", "r"]);
    expect(body).toContain("Hej alla"); // the text is in the HTML and needs no code
    // Fetched at low priority: the scripts do not compete with the photo, the fonts and the stylesheet.
    const preloads = [...body.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((match) => match[1]);
    expect(preloads).toEqual(["/assets/react.js"]);
    // The RSVP's chunks are named for the entry, which fetches them once the page has painted.
    expect(body).toContain('<script type="module" src="/assets/guest.js" fetchpriority="low" data-islands="/assets/view-rsvp.js /assets/dialogs.js"></script>');

    await publishedSite(built, { siteModules: siteModules.slice(0, 2) }, { host: "still.localhost" });
    const still = (await built.app.inject({ method: "GET", url: "/", headers: { host: "still.localhost" } })).body;
    expect(still).not.toContain("view-");
    expect(still).toContain('<script type="module" src="/assets/guest.js" fetchpriority="low"></script>');
  });

  it("finds the fonts with the HTML: the font faces are in the head, allowed by hash, beside the one site stylesheet, and the photo and first-screen fonts are fetched first", async () => {
    const header = { id: "h", siteModuleType: "Header" as const, title: { sv: "Anna & Erik" }, secondLine: { sv: "Vi gifter oss" }, image: { path: "/images/x/", fileName: "foto.jpg", sizes: [{ fileName: "foto-800.webp", size: 800 }], width: 1600, height: 1000 } };
    await publishedSite(built, { theme: "theme4", fonts: { heading: "Playfair Display", text: "Lato" }, siteModules: [header] }, { host: "paint.localhost" });
    const response = await built.app.inject({ method: "GET", url: "/", headers: { host: "paint.localhost" } });
    const head = /<head>([\s\S]*)<\/head>/.exec(response.body)![1]!;
    expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1])).toEqual(["/assets/site.css"]);
    const [style, ...others] = inlineStyles(response.body);
    expect(others).toEqual([]);
    // Until a family arrives, its text is drawn in system fonts scaled to it.
    expect(style).toContain('font-family: "Playfair Display Fallback: Times New Roman"');
    expect(style).toContain('font-family: "Lato Fallback: Arial"');
    expect(style).toContain('@font-face{font-family:"Playfair Display";font-style:normal;font-display:swap;font-weight:400;src:url(/fonts/playfair-display/files/playfair-display-latin-400-normal.woff2) format("woff2")}');
    expect(style).toContain('font-family:"Playfair Display";font-style:normal;font-display:swap;font-weight:700;');
    expect(style).toContain('font-family:"Lato";font-style:italic;font-display:swap;font-weight:400;');
    expect(response.headers["content-security-policy"]).toContain(`style-src 'self' `);
    expect(String(response.headers["content-security-policy"]).split("; ").find((directive) => directive.startsWith("style-src "))).toContain(sha256(style!));

    // In the head, before the style and the scripts: the header photo, then the fonts the first screen draws with.
    const preloads = [...head.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map((match) => match[0]);
    expect(preloads[0]).toMatch(/^<link rel="preload" as="image" href="\/images\/x\/foto-800\.webp" imagesrcset="\/images\/x\/foto-800\.webp 800w, \/images\/x\/foto\.jpg 1600w"[^>]*fetchpriority="high"/);
    expect(preloads.slice(1, 4)).toEqual([
      '<link rel="preload" href="/fonts/playfair-display/files/playfair-display-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/fonts/lato/files/lato-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/fonts/lato/files/lato-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(head.indexOf("<style>")).toBeGreaterThan(head.indexOf(preloads[3]!));
    expect(response.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(response.body).toMatch(/<img\b(?=[^>]*class="header__image")[^>]*fetchPriority="high"/i);

    // Another pair of fonts is another style, with its own hash, and its theme's bold title face is the one preloaded; the page is still one cached, revalidated response.
    await publishedSite(built, { theme: "theme7", fonts: { heading: "Cinzel", text: "Arial" }, siteModules: [header] }, { host: "paint2.localhost" });
    const other = await built.app.inject({ method: "GET", url: "/", headers: { host: "paint2.localhost" } });
    const [otherStyle] = inlineStyles(other.body);
    expect(otherStyle).toContain('font-family:"Cinzel";font-style:normal;font-display:swap;font-weight:700;');
    expect(otherStyle).not.toContain("Lato");
    expect(other.body).toContain('<link rel="preload" href="/fonts/cinzel/files/cinzel-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>');
    expect(other.headers["content-security-policy"]).toContain(sha256(otherStyle!));
    expect(other.headers["content-security-policy"]).not.toContain(sha256(style!));
    const again = await built.app.inject({ method: "GET", url: "/", headers: { host: "paint2.localhost", "if-none-match": String(other.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
