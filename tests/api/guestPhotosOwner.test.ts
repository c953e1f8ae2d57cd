import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { OwnerPhotoList, PhotoSettings } from "../../src/domain/guestPhotos/types";
import { guestPhotos, guestPhotoSettings, sites } from "../../src/server/db/schema";
import { photoFolder, sizeFileName } from "../../src/server/features/guestPhotos/photoFiles";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { seedGuestPhoto } from "../support/guestPhotos";
import { seedHouseholds } from "../support/seating";
import { insertPhotoRows } from "../support/guestPhotoRows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (owner: Awaited<ReturnType<typeof registerOwner>>) => {
  const response = await owner.client.get(`/api/sites/${owner.siteId}/guest-photos`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OwnerPhotoList;
};

const withHost = async (siteId: string, host: string) => {
  await t.database.db.update(sites).set({ host }).where(eq(sites.id, siteId));
};

describe("the couple's list of the guests' photos", () => {
  it("lists every state newest first with the household's name, the couple's links, usage against the quota and the slideshow's address", async () => {
    const owner = await registerOwner(t.app);
    await withHost(owner.siteId, "asa-och-orjan.localhost");
    const [household] = await seedHouseholds(t.database.db, owner.siteId, [], [{ name: "Familjen Öberg", guests: [{ name: "Åsa Öberg" }], reply: false }]);
    const older = await seedGuestPhoto(t.deps, owner.siteId, { state: "approved", guestName: "Märta Ärlig", caption: "Första dansen", createdAt: new Date("2026-06-13T18:00:00Z") });
    const newer = await seedGuestPhoto(t.deps, owner.siteId, { state: "pending", householdId: household!.id, createdAt: new Date("2026-06-13T19:00:00Z") });
    await seedGuestPhoto(t.deps, owner.siteId, { state: "hidden", createdAt: new Date("2026-06-13T17:00:00Z") });

    const answer = await list(owner);
    expect(answer.photos.map((photo) => photo.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(answer.photos.map((photo) => photo.state)).toEqual(["pending", "approved", "hidden"]);
    expect(answer.photos[0]).toMatchObject({ householdName: "Familjen Öberg", guestName: null, kind: "image", inGallery: false, approvedAt: null, originalName: "IMG_0001.jpg" });
    expect(answer.photos[1]).toMatchObject({ householdName: null, guestName: "Märta Ärlig", caption: "Första dansen" });
    // The couple's links: WebP sizes under the site's guest-photos folder, signed for the couple.
    expect(answer.photos[0]!.files.at(-1)!.url).toMatch(new RegExp(`^/guest-photos/${owner.siteId}/${sizeFileName(newer.fileId, 1200).replace(".", "\\.")}\\?v=o\\.`));
    expect(answer.usage).toEqual({ bytes: 3 * 1200 * 800, quotaBytes: t.deps.config.guestPhotosQuotaBytes, photos: 3, pending: 1 });
    expect(answer.settings).toEqual({ moderation: "approveFirst", visibility: "all", slideshowCaptions: true, videoMaxMb: 50, uploadsOpen: true });
    const [stored] = await t.database.db.select().from(guestPhotoSettings).where(eq(guestPhotoSettings.siteId, owner.siteId));
    expect(answer.slideshowUrl).toBe(`http://asa-och-orjan.localhost:3000/bildspel#nyckel=${stored!.slideshowKey}`);
    // Without a guest-photos module on the page the QR code leads to the page itself.
    expect(answer.uploadUrl).toBe("http://asa-och-orjan.localhost:3000/");
  });

  it("lists 300 photos newest first", async () => {
    const owner = await registerOwner(t.app);
    const seeded = await insertPhotoRows(t.deps, owner.siteId, 300, { files: false });
    const answer = await list(owner);
    expect(answer.photos).toHaveLength(300);
    expect(answer.photos.map((photo) => photo.id)).toEqual([...seeded].reverse().map((photo) => photo.id));
    expect(answer.usage.photos).toBe(300);
  });
});

describe("the couple's settings", () => {
  const settings: PhotoSettings = { moderation: "showAtOnce", visibility: "own", slideshowCaptions: false, videoMaxMb: 120, uploadsOpen: false };

  it("are stored and answered, and the list shows them", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.put(`/api/sites/${owner.siteId}/guest-photos/settings`, settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(settings);
    expect((await list(owner)).settings).toEqual(settings);
  });

  it("refuse bad input with 422 naming the fields, storing nothing", async () => {
    const owner = await registerOwner(t.app);
    const before = (await list(owner)).settings;
    for (const bad of [
      { ...settings, moderation: "never" },
      { ...settings, videoMaxMb: 201 },
      { ...settings, videoMaxMb: 1.5 },
      { moderation: "showAtOnce" },
    ]) {
      const response = await owner.client.put(`/api/sites/${owner.siteId}/guest-photos/settings`, bad);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.invalidInput });
    }
    expect((await list(owner)).settings).toEqual(before);
  });
});

describe("moderation", () => {
  it("approves, hides and deletes many at once; deleted photos' files are gone at once", async () => {
    const owner = await registerOwner(t.app);
    const photos = await Promise.all([0, 1, 2, 3].map(() => seedGuestPhoto(t.deps, owner.siteId, { state: "pending" })));
    const ids = photos.map((photo) => photo.id);
    const moderate = (action: string, photoIds: string[]) => owner.client.post(`/api/sites/${owner.siteId}/guest-photos/moderation`, { action, photoIds });

    const approved = await moderate("approve", ids.slice(0, 3));
    expect(approved.statusCode, approved.body).toBe(200);
    const afterApproval = approved.json() as OwnerPhotoList;
    expect(Object.fromEntries(afterApproval.photos.map((photo) => [photo.id, photo.state]))).toEqual({ [ids[0]!]: "approved", [ids[1]!]: "approved", [ids[2]!]: "approved", [ids[3]!]: "pending" });
    expect(afterApproval.photos.find((photo) => photo.id === ids[0])!.approvedAt).not.toBeNull();
    expect(afterApproval.usage.pending).toBe(1);

    const hidden = (await moderate("hide", [ids[1]!, ids[3]!])).json() as OwnerPhotoList;
    expect(hidden.photos.filter((photo) => photo.state === "hidden").map((photo) => photo.id).sort()).toEqual([ids[1], ids[3]].sort());

    const deleted = await moderate("delete", [ids[0]!, ids[1]!]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = deleted.json() as OwnerPhotoList;
    expect(left.photos.map((photo) => photo.id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(left.usage.photos).toBe(2);
    for (const gone of photos.slice(0, 2)) {
      expect(await t.deps.storage.has(`${photoFolder(owner.siteId)}/${gone.fileId}.jpg`)).toBe(false);
      expect(await t.deps.storage.has(`${photoFolder(owner.siteId)}/${sizeFileName(gone.fileId, 600)}`)).toBe(false);
    }
    expect(await t.deps.storage.has(`${photoFolder(owner.siteId)}/${photos[2]!.fileId}.jpg`)).toBe(true);
  });

  it("refuses another site's photo ids with 404, changing nothing", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const mine = await seedGuestPhoto(t.deps, owner.siteId, { state: "pending" });
    const theirs = await seedGuestPhoto(t.deps, other.siteId, { state: "pending" });
    for (const action of ["approve", "hide", "delete"]) {
      const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-photos/moderation`, { action, photoIds: [mine.id, theirs.id] });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ errorDescription: ERROR_TEXTS.notFound });
    }
    const states = await t.database.db.select({ id: guestPhotos.id, state: guestPhotos.state }).from(guestPhotos).where(inArray(guestPhotos.id, [mine.id, theirs.id]));
    expect(states.map((row) => row.state)).toEqual(["pending", "pending"]);
    expect(await t.deps.storage.has(`${photoFolder(other.siteId)}/${theirs.fileId}.jpg`)).toBe(true);
  });

  it("refuses bad input with 422", async () => {
    const owner = await registerOwner(t.app);
    for (const bad of [{ action: "publish", photoIds: [crypto.randomUUID()] }, { action: "approve", photoIds: [] }, { action: "approve", photoIds: ["nope"] }]) {
      const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-photos/moderation`, bad);
      expect(response.statusCode, response.body).toBe(422);
    }
  });
});

describe("the slideshow's key", () => {
  it("is replaced by a new one; the list's slideshow address follows and the old key is no longer stored", async () => {
    const owner = await registerOwner(t.app);
    await withHost(owner.siteId, "marta-arlig.localhost");
    const before = await list(owner);
    const oldKey = before.slideshowUrl.split("#nyckel=")[1]!;
    const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-photos/slideshow-key`);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as OwnerPhotoList;
    const [stored] = await t.database.db.select().from(guestPhotoSettings).where(eq(guestPhotoSettings.siteId, owner.siteId));
    expect(stored!.slideshowKey).not.toBe(oldKey);
    expect(after.slideshowUrl).toBe(`http://marta-arlig.localhost:3000/bildspel#nyckel=${stored!.slideshowKey}`);
  });
});

describe("another account", () => {
  it("is refused every route of a site that is not theirs", async () => {
    const owner = await registerOwner(t.app);
    const stranger = await registerOwner(t.app);
    const photo = await seedGuestPhoto(t.deps, owner.siteId, { state: "pending" });
    const base = `/api/sites/${owner.siteId}/guest-photos`;
    const calls = [
      () => stranger.client.get(base),
      () => stranger.client.put(`${base}/settings`, { moderation: "showAtOnce", visibility: "all", slideshowCaptions: true, videoMaxMb: 10, uploadsOpen: true }),
      () => stranger.client.post(`${base}/moderation`, { action: "delete", photoIds: [photo.id] }),
      () => stranger.client.post(`${base}/gallery`, { photoIds: [photo.id] }),
      () => stranger.client.post(`${base}/slideshow-key`),
      () => stranger.client.get(`${base}/archive.zip`),
      () => stranger.client.get(`${base}/table-cards.pdf`),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ errorDescription: ERROR_TEXTS.forbidden });
    }
    const [row] = await t.database.db.select({ state: guestPhotos.state }).from(guestPhotos).where(eq(guestPhotos.id, photo.id));
    expect(row!.state).toBe("pending");
  });
});
