import type { Page } from "playwright-core";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OwnerPhotoList } from "../../src/domain/guestPhotos/types";
import { guestPhotos, sites } from "../../src/server/db/schema";
import { originalFileName, photoFolder } from "../../src/server/features/guestPhotos/photoFiles";
import { seedGuestPhoto } from "../support/guestPhotos";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
/** The couple's TV: a computer's width, each screen also checked on a phone. */
const TV = [["tv", { ...DESKTOP, alsoAt: PHONE }]] as const;

/** A published wedding site with two approved photos and one waiting; the slideshow's address as the couple's page gives it. */
async function weddingWithPhotos(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  const document = { language: "sv", siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Åsa & Märta" }, secondLine: { sv: "12 juni 2027 · Lövsta gård" } }] };
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: document })).status()).toBe(200);
  const host = `bildspel-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const hourAgo = new Date(Date.now() - 3_600_000);
  await seedGuestPhoto(journey.server.deps, siteId, { guestName: "Märta Ärlig", caption: "Första dansen", createdAt: hourAgo });
  await seedGuestPhoto(journey.server.deps, siteId, { guestName: "Åsa Öberg", width: 800, height: 1200, createdAt: new Date(hourAgo.getTime() + 60_000) });
  const list = (await (await owner.request.get(`${base}/api/sites/${siteId}/guest-photos`)).json()) as OwnerPhotoList;
  return { siteId, host, slideshowUrl: list.slideshowUrl };
}

/** A guest's photo as it waits for the couple, and its approval (as the couple's Godkänn stores it). */
async function waitingPhoto(siteId: string, guestName: string) {
  const photo = await seedGuestPhoto(journey.server.deps, siteId, { state: "pending", guestName });
  return { ...photo, approve: () => journey.server.database.db.update(guestPhotos).set({ state: "approved", approvedAt: new Date() }).where(eq(guestPhotos.id, photo.id)) };
}

/** A 2-second video as a phone's browser records one (WebM from a canvas), made in `page`. */
async function recordedVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 320, height: 180 });
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        context.fillStyle = `hsl(${elapsed / 6}, 70%, 50%)`;
        context.fillRect(0, 0, 320, 180);
        if (elapsed < 2_000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** A guest's video waiting for the couple, stored as the upload stores one. */
async function waitingVideo(siteId: string, video: Buffer) {
  const fileId = randomUUID();
  await journey.server.deps.storage.put(`${photoFolder(siteId)}/${originalFileName(fileId, "video")}`, video, "video/webm");
  const [row] = await journey.server.database.db
    .insert(guestPhotos)
    .values({ siteId, kind: "video", state: "pending", fileId, width: 320, height: 180, bytes: video.length, originalName: "film.webm", guestName: "Märta Ärlig", uploaderHash: "seeded" })
    .returning({ id: guestPhotos.id });
  return { fileId, approve: () => journey.server.database.db.update(guestPhotos).set({ state: "approved", approvedAt: new Date() }).where(eq(guestPhotos.id, row!.id)) };
}

/** The file id of the photo on screen, once it has loaded (null while none is). */
const shownFileId = (page: Page) =>
  page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>(".slide.shown img");
    return image?.complete && image.naturalWidth > 0 ? (/\/([0-9a-f-]{36})-\d+\.webp/.exec(image.src)?.[1] ?? null) : null;
  });

/** Images in the page that failed to load (a broken icon on screen). */
const brokenImages = (page: Page) => page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length);

interface Watched {
  watched?: { shown: string[]; broken: number; blank: number; elapsed: number };
}

/** Samples the screen four times a second from now: the photos shown, and any moment with a broken image or no photo. */
function watchTheScreen() {
  const from = Date.now();
  const shown = new Set<string>();
  let broken = 0;
  let blank = 0;
  setInterval(() => {
    const image = document.querySelector<HTMLImageElement>(".slide.shown img");
    const id = image?.complete && image.naturalWidth > 0 ? /\/([0-9a-f-]{36})-\d+\.webp/.exec(image.src)?.[1] : undefined;
    if (id) shown.add(id);
    else blank++;
    broken += [...document.images].filter((one) => one.complete && one.naturalWidth === 0).length;
    (window as Watched).watched = { shown: [...shown], broken, blank, elapsed: Date.now() - from };
  }, 250);
}

async function waitForPhoto(page: Page, fileId: string, timeout: number) {
  const started = Date.now();
  await expect.poll(() => shownFileId(page), { timeout, interval: 200 }).toBe(fileId);
  return Date.now() - started;
}

describe.each(TV)("the slideshow on a %s", (name, viewport) => {
  it("shows the approved photos, a new one within 10 s of its approval, keeps going through a network drop and picks up what was approved meanwhile", { timeout: 180_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWithPhotos(owner);
    expect(wedding.slideshowUrl).toBe(`${journey.server.siteUrl(wedding.host)}/bildspel#nyckel=${wedding.slideshowUrl.split("#nyckel=")[1]}`);

    // A link without the right key says where the right one is.
    const stranger = await openPage(journey.browser, viewport);
    await stranger.goto(`${journey.server.siteUrl(wedding.host)}/bildspel#nyckel=gissad-nyckel`);
    await stranger.getByRole("heading", { name: "Länken till bildspelet fungerar inte" }).waitFor();
    await stranger.getByText("Bildspelet öppnas med länken under Bilder från gästerna i redigeraren.", { exact: false }).waitFor();
    expect(await stranger.locator(".slide.shown").count()).toBe(0);
    await expectAccessible(stranger, "slideshow with a wrong key");
    await screenshot(stranger, `slideshow-wrong-key-${name}`, WINDOW);
    expectNoPageErrors(stranger);

    // The couple's TV: the photos, the upload QR code in the corner and the start button.
    const tv = await openPage(journey.browser, viewport);
    await tv.goto(wedding.slideshowUrl);
    await expect.poll(() => shownFileId(tv), { timeout: 15_000 }).not.toBeNull();
    // The key leaves the address bar (kept in the tab for a reload).
    expect(tv.url()).toBe(`${journey.server.siteUrl(wedding.host)}/bildspel`);
    const corner = tv.getByRole("figure").filter({ hasText: "Dela dina bilder" });
    await corner.getByRole("img", { name: /^QR-kod till http:\/\/bildspel-/ }).waitFor();
    await tv.getByRole("figure").filter({ hasText: "Första dansen" }).or(tv.getByRole("figure").filter({ hasText: "Åsa Öberg" })).first().waitFor();
    const start = tv.getByRole("button", { name: "Starta bildspelet" });
    await start.waitFor();
    await expectAccessible(tv, "slideshow");
    await screenshot(tv, `slideshow-${name}`, WINDOW);

    // The button steps aside while the mouse rests, and comes back when it moves; full screen with it.
    await tv.locator(".show.idle").waitFor({ state: "attached" });
    await tv.mouse.move(640, 300);
    await tv.locator(".show:not(.idle)").waitFor({ state: "attached" });
    await start.click();
    await expect.poll(() => tv.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await start.waitFor({ state: "hidden" });
    // No cursor once the mouse has rested.
    await tv.mouse.move(200, 200);
    await tv.locator(".show.idle").waitFor({ state: "attached" });
    expect(await tv.evaluate(() => getComputedStyle(document.querySelector(".slide")!).cursor)).toBe("none");
    await tv.keyboard.press("f");
    await expect.poll(() => tv.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // The couple approves a guest's photo on the phone: it is on the TV within 10 s.
    const dance = await waitingPhoto(wedding.siteId, "Märta Ärlig");
    await dance.approve();
    expect(await waitForPhoto(tv, dance.fileId, 10_000)).toBeLessThan(10_000);

    // The network goes for 15 s: the photos it has keep coming, never a broken image.
    await tv.context().setOffline(true);
    await tv.evaluate(watchTheScreen);
    await tv.getByRole("status").filter({ hasText: "Ingen anslutning" }).waitFor({ timeout: 15_000 });
    const meanwhile = await waitingPhoto(wedding.siteId, "Åsa Öberg");
    await meanwhile.approve();
    await tv.waitForFunction(() => (window as Watched).watched!.elapsed >= 15_000, undefined, { timeout: 30_000 });
    const watched = await tv.evaluate(() => (window as Watched).watched!);
    expect({ broken: watched.broken, blank: watched.blank }).toEqual({ broken: 0, blank: 0 });
    // More than one photo was shown while offline: it went on with what it had.
    expect(watched.shown.length).toBeGreaterThan(1);
    await expectAccessible(tv, "slideshow offline");
    await screenshot(tv, `slideshow-offline-${name}`, WINDOW);

    // Back online: the photo approved meanwhile shows, and the sign goes.
    await tv.context().setOffline(false);
    expect(await waitForPhoto(tv, meanwhile.fileId, 15_000)).toBeLessThan(15_000);
    await tv.getByRole("status").filter({ hasText: "Ingen anslutning" }).waitFor({ state: "hidden" });
    expect(await brokenImages(tv)).toBe(0);
    await screenshot(tv, `slideshow-back-online-${name}`, WINDOW);
    expectNoPageErrors(tv);
  });

  it("shows a calm screen with the couple's names and the QR code before the first photo", { timeout: 60_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const base = journey.server.url;
    const { siteId } = await registerThroughApi(owner, base);
    const document = { language: "sv", siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Åsa & Märta" } }] };
    expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: document })).status()).toBe(200);
    await journey.server.database.db.update(sites).set({ host: `tomt-${Date.now()}.localhost`, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
    const list = (await (await owner.request.get(`${base}/api/sites/${siteId}/guest-photos`)).json()) as OwnerPhotoList;

    const tv = await openPage(journey.browser, viewport);
    await tv.goto(list.slideshowUrl);
    await tv.getByRole("heading", { name: "Åsa & Märta" }).waitFor();
    await tv.getByText("Gästernas bilder visas här så snart de kommer.").waitFor();
    await tv.getByRole("figure").filter({ hasText: "Dela dina bilder" }).waitFor();
    await expectAccessible(tv, "slideshow before the first photo");
    await screenshot(tv, `slideshow-waiting-${name}`, WINDOW);

    // The first approval ends the wait.
    const first = await waitingPhoto(siteId, "Märta Ärlig");
    await first.approve();
    expect(await waitForPhoto(tv, first.fileId, 10_000)).toBeLessThan(10_000);
    await tv.getByRole("heading", { name: "Åsa & Märta" }).waitFor({ state: "hidden" });
    expectNoPageErrors(tv);
  });

  it("plays a guest's video muted and whole, then goes on", { timeout: 90_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWithPhotos(owner);
    const video = await waitingVideo(wedding.siteId, await recordedVideo(owner));
    const tv = await openPage(journey.browser, viewport);
    await tv.goto(wedding.slideshowUrl);
    await expect.poll(() => shownFileId(tv), { timeout: 15_000 }).not.toBeNull();

    await video.approve();
    const playing = tv.locator(".slide.shown video");
    await playing.waitFor({ timeout: 10_000 });
    const element = await playing.elementHandle();
    await expect.poll(() => element!.evaluate((one: HTMLVideoElement) => one.currentTime > 0 && one.muted)).toBe(true);
    // When it has played to its end, the next photo follows (not after a photo's 8 s).
    await expect.poll(() => shownFileId(tv), { timeout: 8_000, interval: 100 }).not.toBeNull();
    expect(await element!.evaluate((one: HTMLVideoElement) => one.ended)).toBe(true);
    expectNoPageErrors(tv);
  });
});
