import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { SlideshowFeed } from "../../src/domain/guestPhotos/types";
import { siteUrl } from "../../src/domain/links";
import { guestPhotos, guestPhotoSettings, sites } from "../../src/server/db/schema";
import { readPhotoSettings } from "../../src/server/features/guestPhotos/settingsRepository";
import { SLIDESHOW_FEEDS_PER_MINUTE } from "../../src/server/features/slideshow/feedRoute";
import { SLIDESHOW_FEED_MAX } from "../../src/server/features/slideshow/feedRepository";
import { agent, createTestApp, type TestApp } from "../support/app";
import { seedGuestPhoto } from "../support/guestPhotos";
import { insertPhotoRows } from "../support/guestPhotoRows";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const feedUrl = (siteId: string) => `/api/guest-photos/${siteId}/slideshow`;
const read = (siteId: string, headers: Record<string, string> = {}, ip = "203.0.113.7") => agent(t.app).request({ method: "GET", url: feedUrl(siteId), headers, remoteAddress: ip });

async function wedding(language = "sv") {
  const owner = await publishedSite(t, { language, availableLanguages: [{ languageCode: language }], siteModules: [{ id: "header-1", siteModuleType: "Header", title: { [language]: "Åsa & Märta" } }] });
  const { slideshowKey } = await readPhotoSettings(t.database.db, owner.siteId);
  return { ...owner, key: { "x-slideshow-key": slideshowKey } };
}

/** Approves a photo now, as the couple's moderation does. */
const approve = (photoId: string) => t.database.db.update(guestPhotos).set({ state: "approved", approvedAt: t.deps.now() }).where(eq(guestPhotos.id, photoId));

async function feed(siteId: string, headers: Record<string, string>) {
  const response = await read(siteId, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SlideshowFeed;
}

describe("the slideshow's feed", () => {
  it("answers only the site's key, and the same 404 for a wrong key, no key and a site no longer published", async () => {
    const site = await wedding();
    expect((await read(site.siteId, site.key)).statusCode).toBe(200);
    const missing = await read(site.siteId);
    const wrong = await read(site.siteId, { "x-slideshow-key": `${site.key["x-slideshow-key"].slice(0, -1)}x` });
    const otherSite = await read((await wedding()).siteId, site.key);
    for (const refused of [missing, wrong, otherSite]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.notFound });
    }
    expect(wrong.body).toBe(missing.body);
    // The couple makes a new key: the old link stops.
    await t.database.db.update(guestPhotoSettings).set({ slideshowKey: "a-new-key-the-couple-made-just-now" }).where(eq(guestPhotoSettings.siteId, site.siteId));
    expect((await read(site.siteId, site.key)).statusCode).toBe(404);
    expect((await read(site.siteId, { "x-slideshow-key": "a-new-key-the-couple-made-just-now" })).statusCode).toBe(200);

    const ended = await wedding();
    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, ended.siteId));
    expect((await read(ended.siteId, ended.key)).statusCode).toBe(404);
  });

  it("lists only approved photos, oldest approval first, with the couple's links and the page's address for uploads", async () => {
    const site = await wedding();
    const first = await seedGuestPhoto(t.deps, site.siteId, { state: "approved", createdAt: new Date(t.deps.now().getTime() - 2 * HOUR) });
    const pending = await seedGuestPhoto(t.deps, site.siteId, { state: "pending" });
    await seedGuestPhoto(t.deps, site.siteId, { state: "hidden" });
    const second = await seedGuestPhoto(t.deps, site.siteId, { state: "approved", createdAt: new Date(t.deps.now().getTime() - HOUR) });

    let answer = await feed(site.siteId, site.key);
    expect(answer.photos.map((photo) => photo.id)).toEqual([first.id, second.id]);
    expect(answer.photos[0]!.kind).toBe("image");
    expect(answer.photos[0]!.files.map((file) => file.url).every((url) => url.startsWith(`/guest-photos/${site.siteId}/${first.fileId}-`) && url.includes("?v=o."))).toBe(true);
    expect(answer.uploadUrl).toBe(siteUrl(site.host, t.deps.config.siteOrigin));

    // Approved last, shown last (the slideshow shows it next).
    t.advanceTime(1000);
    await approve(pending.id);
    answer = await feed(site.siteId, site.key);
    expect(answer.photos.map((photo) => photo.id)).toEqual([first.id, second.id, pending.id]);
  });

  it("takes the key for a protected site's password: the TV has no guest cookie", async () => {
    const site = await publishedSite(t, { language: "sv", siteModules: [] }, { password: "hemligt-lösen" });
    const { slideshowKey } = await readPhotoSettings(t.database.db, site.siteId);
    await seedGuestPhoto(t.deps, site.siteId);
    expect((await feed(site.siteId, { "x-slideshow-key": slideshowKey })).photos).toHaveLength(1);
    expect((await read(site.siteId)).statusCode).toBe(404);
    const page = await t.app.inject({ method: "GET", url: "/bildspel", headers: { host: site.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Starta bildspelet");
  });

  it("leads the upload QR code to the page's Bilder från gästerna section, by the anchor its menu makes", async () => {
    const site = await publishedSite(t, {
      language: "sv",
      siteModules: [
        { id: "header-1", siteModuleType: "Header", title: { sv: "Åsa & Märta" } },
        { id: "photos-1", siteModuleType: "GuestPhotos", title: { sv: "Bilder från gästerna" } },
      ],
    });
    const { slideshowKey } = await readPhotoSettings(t.database.db, site.siteId);
    const expected = `${siteUrl(site.host, t.deps.config.siteOrigin)}#bilder-fran-gasterna`;
    expect((await feed(site.siteId, { "x-slideshow-key": slideshowKey })).uploadUrl).toBe(expected);
    const page = await t.app.inject({ method: "GET", url: "/bildspel", headers: { host: site.host } });
    expect(page.body).toContain(`aria-label="QR-kod till ${expected}"`);
  });

  it("carries the newest SLIDESHOW_FEED_MAX approved photos of a long party, still oldest first", async () => {
    const site = await wedding();
    const rows = await insertPhotoRows(t.deps, site.siteId, SLIDESHOW_FEED_MAX + 5, { files: false });
    const answer = await feed(site.siteId, site.key);
    expect(answer.photos).toHaveLength(SLIDESHOW_FEED_MAX);
    expect(answer.photos[0]!.id).toBe(rows[5]!.id);
    expect(answer.photos.at(-1)!.id).toBe(rows.at(-1)!.id);
  });

  it("carries names and captions only while the couple shows them", async () => {
    const site = await wedding();
    await seedGuestPhoto(t.deps, site.siteId, { guestName: "Märta Ärlig", caption: "Första dansen på Lövsta" });
    await seedGuestPhoto(t.deps, site.siteId, { guestName: null, caption: null });
    let answer = await feed(site.siteId, site.key);
    expect(answer.captions).toBe(true);
    expect(answer.photos.map(({ guestName, caption }) => ({ guestName, caption }))).toEqual([
      { guestName: "Märta Ärlig", caption: "Första dansen på Lövsta" },
      { guestName: undefined, caption: undefined },
    ]);

    await t.database.db.update(guestPhotoSettings).set({ slideshowCaptions: false }).where(eq(guestPhotoSettings.siteId, site.siteId));
    answer = await feed(site.siteId, site.key);
    expect(answer.captions).toBe(false);
    expect(answer.photos.every((photo) => !("guestName" in photo) && !("caption" in photo))).toBe(true);
  });

  it("answers an unchanged list with 304, and a new approval, a hidden photo or the captions setting with the new list", async () => {
    const site = await wedding();
    const shown = await seedGuestPhoto(t.deps, site.siteId);
    const waiting = await seedGuestPhoto(t.deps, site.siteId, { state: "pending" });
    const first = await read(site.siteId, site.key);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await read(site.siteId, { ...site.key, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const changes = [
      () => approve(waiting.id),
      () => t.database.db.update(guestPhotos).set({ state: "hidden" }).where(eq(guestPhotos.id, shown.id)),
      () => t.database.db.update(guestPhotoSettings).set({ slideshowCaptions: false }).where(eq(guestPhotoSettings.siteId, site.siteId)),
    ];
    let tag = etag;
    for (const change of changes) {
      await change();
      const changed = await read(site.siteId, { ...site.key, "if-none-match": tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
      tag = changed.headers.etag as string;
    }
    expect((await read(site.siteId, { ...site.key, "if-none-match": tag })).statusCode).toBe(304);
  });

  it("lets a venue's screens poll far under the limit of one address, and refuses the address past it", async () => {
    const site = await wedding();
    // Twenty screens polling every SLIDESHOW_POLL_MS for a minute fit in one address's limit.
    expect(SLIDESHOW_FEEDS_PER_MINUTE).toBeGreaterThanOrEqual(20 * 15);
    const ip = "198.51.100.20";
    for (let i = 0; i < SLIDESHOW_FEEDS_PER_MINUTE; i++) expect((await read(site.siteId, site.key, ip)).statusCode).toBe(200);
    const over = await read(site.siteId, site.key, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.tooManyRequests });
    // Another address is not held up, and a minute later this one reads again.
    expect((await read(site.siteId, site.key, "198.51.100.21")).statusCode).toBe(200);
    t.advanceTime(61_000);
    expect((await read(site.siteId, site.key, ip)).statusCode).toBe(200);
  }, 60_000);
});

describe("the slideshow's page", () => {
  const page = (host: string) => t.app.inject({ method: "GET", url: "/bildspel", headers: { host } });

  it("is drawn on the site's address in its language, with the upload QR code and the no-key message, and no photo in it", async () => {
    const site = await wedding();
    await seedGuestPhoto(t.deps, site.siteId);
    const response = await page(site.host);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<title>Bildspel · Åsa &#38; Märta</title>");
    for (const text of ["Starta bildspelet", "Dela dina bilder", "Länken till bildspelet fungerar inte", `data-site-id="${site.siteId}"`]) expect(html).toContain(text);
    expect(html).toMatch(new RegExp(`<svg role="img" aria-label="QR-kod till ${siteUrl(site.host, t.deps.config.siteOrigin)}"`));
    expect(html).not.toContain("/guest-photos/");
    // Its inline style is the one the page's policy allows.
    expect(response.headers["content-security-policy"]).toMatch(/style-src 'self' [^;]*'sha256-/);
  });

  it("speaks Danish on a Danish site", async () => {
    const site = await wedding("da");
    const html = (await page(site.host)).body;
    expect(html).toContain('<html lang="da">');
    for (const text of ["Diasshow · Åsa &#38; Märta", "Start diasshowet", "Del dine billeder", "Linket til diasshowet virker ikke", "QR-kode til"]) expect(html).toContain(text);
    for (const swedish of ["Bildspel", "Starta", "Dela dina", "Länken"]) expect(html).not.toContain(swedish);
  });

  it("is not on the owner's side, nor on the address of a site no longer published", async () => {
    expect((await page("localhost")).statusCode).toBe(404);
    const ended = await wedding();
    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, ended.siteId));
    const response = await page(ended.host);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Starta bildspelet");
  });
});
