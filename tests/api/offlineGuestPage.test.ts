import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Household } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (host: string, url: string) => t.app.inject({ method: "GET", url, headers: { host } });

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  theme: "theme5",
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna and Erik" } },
    { id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA" } },
  ],
};

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string }[];
}

async function householdOf(owner: Awaited<ReturnType<typeof publishedSite>>): Promise<Household> {
  const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Familjen Berg", language: "sv", guests: [{ name: "Anna Berg" }] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("the service worker", () => {
  it("is served on a site's address for the whole site, checked for a new version on every visit, allowed to fetch from its own origin", async () => {
    const { host } = await publishedSite(t, document);
    const response = await get(host, "/sw.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'; frame-ancestors 'none'");
    // Its choices and its handlers, runnable as they are.
    expect(() => new Function(response.body)).not.toThrow();
    expect(response.body).toContain('addEventListener("fetch"');
  });

  it("is not served on the owner's side", async () => {
    const response = await get("localhost", "/sw.js");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isErrorResponse: true });
  });

  it("leaves nothing in a guest's browser once the site is no longer published", async () => {
    const owner = await publishedSite(t, document);
    expect((await get(owner.host, "/")).headers["clear-site-data"]).toBeUndefined();
    await t.database.db.update(sites).set({ active: false, activeDate: null }).where(eq(sites.id, owner.siteId));
    await t.deps.siteCache.caughtUp();
    const gone = await get(owner.host, "/");
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["clear-site-data"]).toBe('"cache", "storage"');
    expect((await get("no-site-here.localhost", "/")).headers["clear-site-data"]).toBe('"cache", "storage"');
  });
});

describe("the web app manifest", () => {
  it("is linked from the open page and names the couple, in the theme's colours, starting at the page it was added from", async () => {
    const { host } = await publishedSite(t, document);
    const page = (await get(host, "/en")).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest?start=%2Fen">');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');

    const response = await get(host, "/manifest.webmanifest?start=%2Fen");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const manifest = response.json<Manifest>();
    expect(manifest).toMatchObject({ name: "Anna and Erik", short_name: "A&E", start_url: "/en", id: "/en", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.theme_color).not.toBe(manifest.background_color);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    // Not a page of the site: its front page.
    expect((await get(host, "/manifest.webmanifest?start=%2Fkontakt")).json<Manifest>().start_url).toBe("/");
  });

  it("keeps a personal page's own link, kept by no shared cache", async () => {
    const owner = await publishedSite(t, document);
    const household = await householdOf(owner);
    const path = `/inbjudan/${household.linkToken}`;
    expect((await get(owner.host, path)).body).toContain(`href="/manifest.webmanifest?start=${encodeURIComponent(path)}"`);
    const response = await get(owner.host, `/manifest.webmanifest?start=${encodeURIComponent(path)}`);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.json()).toMatchObject({ start_url: path, name: "Anna & Erik" });
  });

  it("names no one on a password-protected site until the guest is let in, or holds a household's link", async () => {
    const owner = await publishedSite(t, document, { password: "hemligt-lösen" });
    const stranger = await get(owner.host, "/manifest.webmanifest");
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json<Manifest>().name).toBe(owner.host);
    expect(stranger.body).not.toContain("Anna");
    expect(stranger.headers["cache-control"]).toBe("private, no-cache");

    const guest = agent(t.app);
    expect((await guest.post("/api/sites/password-login/", { host: owner.host, password: "hemligt-lösen" })).statusCode).toBe(200);
    expect((await guest.get("/manifest.webmanifest", { host: owner.host })).json<Manifest>().name).toBe("Anna & Erik");

    const household = await householdOf(owner);
    const linked = await get(owner.host, `/manifest.webmanifest?start=${encodeURIComponent(`/inbjudan/${household.linkToken}`)}`);
    expect(linked.json<Manifest>().name).toBe("Anna & Erik");
    expect((await get(owner.host, "/manifest.webmanifest?start=%2Finbjudan%2Fmade-up")).json<Manifest>().name).toBe(owner.host);
  });

  it("refuses a start that is not a path on the site's address, in the spec's error shape", async () => {
    const { host } = await publishedSite(t, document);
    const response = await get(host, `/manifest.webmanifest?start=${encodeURIComponent("//evil.example/")}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["start"] });
  });

  it("is not served on the owner's side nor for a site not published", async () => {
    expect((await get("localhost", "/manifest.webmanifest")).statusCode).toBe(404);
    expect((await get("localhost", "/manifest-icon-192.png")).statusCode).toBe(404);
    const owner = await publishedSite(t, document);
    await t.database.db.update(sites).set({ active: false, activeDate: null }).where(eq(sites.id, owner.siteId));
    expect((await get(owner.host, "/manifest.webmanifest")).statusCode).toBe(404);
  });

  it("draws the home-screen icons at the sizes it names, and iPhone's", async () => {
    const { host } = await publishedSite(t, document);
    for (const [path, size] of [["/manifest-icon-192.png", 192], ["/manifest-icon-512.png", 512], ["/apple-touch-icon.png", 180]] as const) {
      const response = await get(host, path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
  });
});
