import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestPhoto, GuestPhotoList, PhotoModeration, PhotoVisibility } from "../../src/domain/guestPhotos/types";
import { guestPhotos, guestPhotoSettings } from "../../src/server/db/schema";
import { photoFileUrl, sizeFileName } from "../../src/server/features/guestPhotos/photoFiles";
import { readPhotoSettings } from "../../src/server/features/guestPhotos/settingsRepository";
import { createTestApp, type TestApp } from "../support/app";
import { addGuestPhotosModule, guestPhotoUploader, newUploaderKey } from "../support/guestPhotoUpload";
import { seedGuestPhoto } from "../support/guestPhotos";
import { photo } from "../support/photo";
import { publishedSite } from "../support/site";

let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  picture = await photo(640, 480, "jpeg");
});
afterAll(() => t.close());

type Site = Awaited<ReturnType<typeof publishedSite>>;

/** A site taking guests' photos; its households are made first (the module's type is not one the owner's routes read yet). */
async function photoSite(moderation: PhotoModeration, visibility: PhotoVisibility, households: [string, string][] = []) {
  const site = await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] });
  const made = [];
  for (const [name, mail] of households) made.push(await household(site, name, mail));
  await addGuestPhotosModule(t.database.db, site.siteId);
  await readPhotoSettings(t.database.db, site.siteId);
  await t.database.db.update(guestPhotoSettings).set({ moderation, visibility }).where(eq(guestPhotoSettings.siteId, site.siteId));
  return { ...site, households: made };
}

async function household(site: Pick<Site, "client" | "siteId">, name: string, mail: string) {
  const created = await site.client.post(`/api/sites/${site.siteId}/guest-list/households`, { name, mail, language: "sv", guests: [{ name }] });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Household;
}

interface Household {
  id: string;
  linkToken: string;
}

const listOf = async (siteId: string, viewer: { uploader?: string; household?: string }) => {
  const response = await t.app.inject({ method: "GET", url: `/api/guest-photos/${siteId}`, query: viewer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GuestPhotoList>();
};
const upload = async (siteId: string, uploader: string, options: { household?: string; guestName?: string } = {}) => {
  const finished = await guestPhotoUploader(t.app, siteId).upload(picture, { uploader, ...options });
  expect(finished.statusCode, finished.body).toBe(201);
  return finished.json<GuestPhoto>();
};
const remove = (siteId: string, photoId: string, viewer: { uploader?: string; household?: string }) => t.app.inject({ method: "DELETE", url: `/api/guest-photos/${siteId}/photos/${photoId}`, query: viewer });
const approve = (photoId: string) => t.database.db.update(guestPhotos).set({ state: "approved", approvedAt: new Date() }).where(eq(guestPhotos.id, photoId));

describe("what guests see of the guests' photos", () => {
  it("approve first: the uploader sees their photo waiting; another browser sees nothing until the couple approves it", async () => {
    const site = await photoSite("approveFirst", "all");
    const asa = newUploaderKey();
    const other = newUploaderKey();
    const own = await upload(site.siteId, asa, { guestName: "Åsa Öberg" });
    expect(own.state).toBe("pending");

    expect((await listOf(site.siteId, { uploader: asa })).photos).toMatchObject([{ id: own.id, state: "pending", own: true }]);
    const seenByOther = await listOf(site.siteId, { uploader: other });
    expect(seenByOther).toMatchObject({ settings: { moderation: "approveFirst", visibility: "all", uploadsOpen: true }, photos: [] });
    // The uploader's link serves the waiting photo; a guest's link is made only once it is shown.
    expect((await t.app.inject({ method: "GET", url: own.files[0]!.url })).statusCode).toBe(200);
    const guestLink = own.files[0]!.url.replace(/\?v=u\.[^&]+/, "?v=g.forged0000000000000000000000000");
    expect((await t.app.inject({ method: "GET", url: guestLink })).statusCode).toBe(404);

    await approve(own.id);
    const approved = (await listOf(site.siteId, { uploader: other })).photos;
    expect(approved).toMatchObject([{ id: own.id, state: "approved", own: false, guestName: "Åsa Öberg" }]);
    expect(approved[0]!.files[0]!.url).toContain("?v=g.");
    expect((await t.app.inject({ method: "GET", url: approved[0]!.files[0]!.url })).statusCode).toBe(200);

    // Hidden by the couple: the guest's link stops, the uploader's still works.
    await t.database.db.update(guestPhotos).set({ state: "hidden" }).where(eq(guestPhotos.id, own.id));
    expect((await t.app.inject({ method: "GET", url: approved[0]!.files[0]!.url })).statusCode).toBe(404);
    expect((await listOf(site.siteId, { uploader: other })).photos).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: own.files[0]!.url })).statusCode).toBe(200);
  });

  it("show at once: every guest sees a new photo at once, newest first", async () => {
    const site = await photoSite("showAtOnce", "all");
    const first = await upload(site.siteId, newUploaderKey());
    const second = await upload(site.siteId, newUploaderKey());
    expect(second.state).toBe("approved");
    expect((await listOf(site.siteId, {})).photos.map((shown) => shown.id)).toEqual([second.id, first.id]);
  });

  it("only their own: a guest sees their own photos and nobody else's, even approved ones", async () => {
    const site = await photoSite("showAtOnce", "own");
    const mine = newUploaderKey();
    const own = await upload(site.siteId, mine);
    await upload(site.siteId, newUploaderKey());
    expect((await listOf(site.siteId, { uploader: mine })).photos.map((shown) => shown.id)).toEqual([own.id]);
    expect((await listOf(site.siteId, { uploader: newUploaderKey() })).photos).toEqual([]);
  });

  it("a personal link attributes the upload to its household: another browser of the household sees it as its own and may delete it; the files go at once", async () => {
    const site = await photoSite("approveFirst", "own", [
      ["Familjen Öberg", "oberg@example.com"],
      ["Familjen Ärlig", "arlig@example.com"],
    ]);
    const [oberg, arlig] = site.households as [Household, Household];
    const phone = newUploaderKey();
    const shared = await upload(site.siteId, phone, { household: oberg.linkToken });
    const [row] = await t.database.db.select().from(guestPhotos).where(eq(guestPhotos.id, shared.id));
    expect(row!.householdId).toBe(oberg.id);

    const laptop = newUploaderKey();
    expect((await listOf(site.siteId, { uploader: laptop, household: oberg.linkToken })).photos).toMatchObject([{ id: shared.id, own: true, state: "pending" }]);
    expect((await listOf(site.siteId, { uploader: laptop })).photos).toEqual([]);

    // Neither a stranger nor another household may delete it; both are told no such photo.
    expect((await remove(site.siteId, shared.id, { uploader: laptop })).statusCode).toBe(404);
    expect((await remove(site.siteId, shared.id, { household: arlig.linkToken })).statusCode).toBe(404);

    const link = shared.files[0]!.url;
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(200);
    expect((await remove(site.siteId, shared.id, { uploader: laptop, household: oberg.linkToken })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
    expect(await t.deps.storage.has(`guest-photos/${site.siteId}/${row!.fileId}.jpg`)).toBe(false);
  });

  it("another site's token, or garbage, attributes nothing and is no error", async () => {
    const site = await photoSite("showAtOnce", "all");
    const elsewhere = await photoSite("showAtOnce", "all", [["Familjen Lind", "lind@example.com"]]);
    const stranger = elsewhere.households[0]!;
    for (const token of [stranger.linkToken, "inte-en-riktig-länk"]) {
      const uploaded = await upload(site.siteId, newUploaderKey(), { household: token });
      const [row] = await t.database.db.select().from(guestPhotos).where(eq(guestPhotos.id, uploaded.id));
      expect(row!.householdId).toBeNull();
    }
  });

  it("a browser deletes its own upload; another site's photo id and upload id are refused as unknown", async () => {
    const site = await photoSite("showAtOnce", "all");
    const other = await photoSite("showAtOnce", "all");
    const key = newUploaderKey();
    const own = await upload(site.siteId, key);
    expect((await remove(other.siteId, own.id, { uploader: key })).statusCode).toBe(404);

    const uploads = guestPhotoUploader(t.app, site.siteId);
    const started = (await uploads.start(picture, { uploader: key })).json<{ uploadId: string }>();
    const foreign = guestPhotoUploader(t.app, other.siteId);
    expect((await foreign.sendPart(started.uploadId, key, picture, 0)).statusCode).toBe(404);
    expect((await foreign.status(started.uploadId, key)).statusCode).toBe(404);
    expect((await foreign.finish(started.uploadId, key)).statusCode).toBe(404);
    expect((await uploads.sendPart(started.uploadId, newUploaderKey(), picture, 0)).statusCode).toBe(404);

    expect((await remove(site.siteId, own.id, { uploader: key })).statusCode).toBe(204);
    expect((await listOf(site.siteId, { uploader: key })).photos).toEqual([]);
  });

  it("a password-protected site: guests' calls and guest links need the password; the uploader's and the couple's links are keys of their own", async () => {
    const site = await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] }, { password: "bröllop2026" });
    await addGuestPhotosModule(t.database.db, site.siteId);
    const seeded = await seedGuestPhoto(t.deps, site.siteId, { state: "approved" });
    const file = sizeFileName(seeded.fileId, 600);

    expect((await guestPhotoUploader(t.app, site.siteId).start(picture)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/guest-photos/${site.siteId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: await photoFileUrl(t.database.db, "g", site.siteId, file) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: await photoFileUrl(t.database.db, "u", site.siteId, file) })).statusCode).toBe(200);
    const couple = await t.app.inject({ method: "GET", url: await photoFileUrl(t.database.db, "o", site.siteId, file) });
    expect(couple.statusCode).toBe(200);
    expect(couple.headers["cache-control"]).toBe("private, max-age=60");
    // A link made for another file, or no link at all, opens nothing.
    const forged = (await photoFileUrl(t.database.db, "o", site.siteId, sizeFileName(seeded.fileId, 800))).replace("-800.webp", "-600.webp");
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/guest-photos/${site.siteId}/${file}` })).statusCode).toBe(404);
  });
});
