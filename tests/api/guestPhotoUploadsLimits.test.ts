import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_OPEN_UPLOADS_PER_UPLOADER, PHOTO_PART_BYTES, PHOTO_UPLOAD_EXPIRES_HOURS, PHOTO_UPLOADS_PER_IP_PER_HOUR, PHOTO_UPLOADS_PER_SITE_PER_HOUR } from "../../src/domain/guestPhotos/limits";
import type { GuestPhoto, UploadStatus } from "../../src/domain/guestPhotos/types";
import { guestPhotoRemovals, guestPhotos, guestPhotoSettings, guestPhotoUploadParts, rateLimitCounters, sites } from "../../src/server/db/schema";
import { photoFileKeys } from "../../src/server/features/guestPhotos/photoFiles";
import { readPhotoSettings } from "../../src/server/features/guestPhotos/settingsRepository";
import { guestPhotoHousekeeping } from "../../src/server/features/guestPhotoUploads/housekeeping";
import { GUEST_PHOTOS_WAITING, guestPhotoJob } from "../../src/server/features/images/imageJobs";
import { loadConfig } from "../../src/server/config";
import { createTestApp, type TestApp } from "../support/app";
import { addGuestPhotosModule, guestPhotoUploader, newUploaderKey } from "../support/guestPhotoUpload";
import { photo } from "../support/photo";
import { publishedSite } from "../support/site";

let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  // Each site's guests may store 3 MB; the general per-address limit is production's.
  t = await createTestApp({ env: { GUEST_PHOTOS_QUOTA_MB: "3" }, rateLimits: loadConfig({ NODE_ENV: "test" }).rateLimits });
  picture = await photo(400, 300, "jpeg");
});
afterAll(() => t.close());

async function photoSite() {
  const site = await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] });
  await addGuestPhotosModule(t.database.db, site.siteId);
  await readPhotoSettings(t.database.db, site.siteId);
  await t.database.db.update(guestPhotoSettings).set({ moderation: "showAtOnce" }).where(eq(guestPhotoSettings.siteId, site.siteId));
  return site.siteId;
}

/** What a start declares when only the count of starts matters. */
const tiny = Buffer.alloc(100);

/** A file of `parts` parts, the last one short. */
const bigFile = (parts: number) => Buffer.alloc((parts - 1) * PHOTO_PART_BYTES + 1234, 7);

describe("the bounds of guests' uploads", () => {
  it("a site's quota: a file that would pass it, counting the photos stored and the uploads under way, is refused at the start", async () => {
    const siteId = await photoSite();
    const uploads = guestPhotoUploader(t.app, siteId);
    expect((await uploads.start(bigFile(3), { fileName: "stor.jpg" })).statusCode).toBe(201);
    // The unfinished 2 MB upload holds its room: 1.5 MB more would pass 3 MB.
    const refused = await uploads.start(Buffer.alloc(1536 * 1024), { fileName: "en-till.jpg" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Utrymmet för gästernas bilder är fullt." } });
    expect((await uploads.upload(picture)).statusCode).toBe(201);

    await t.database.db.insert(guestPhotos).values({ siteId, kind: "image", state: "approved", fileId: crypto.randomUUID(), width: 1, height: 1, bytes: 900 * 1024, originalName: "a.jpg", uploaderHash: "x" });
    expect((await uploads.start(picture)).statusCode).toBe(422);
  });

  it(`one address starts at most ${PHOTO_UPLOADS_PER_IP_PER_HOUR} uploads an hour; another address goes on`, async () => {
    const siteId = await photoSite();
    const uploads = guestPhotoUploader(t.app, siteId, { remoteAddress: "10.1.2.3" });
    for (let i = 0; i < PHOTO_UPLOADS_PER_IP_PER_HOUR; i++) expect((await uploads.start(tiny)).statusCode).toBe(201);
    const refused = await uploads.start(tiny);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorDescription.sv).toContain("För många försök");
    expect((await uploads.start(tiny, { remoteAddress: "10.1.2.4" })).statusCode).toBe(201);
  });

  it(`one site takes at most ${PHOTO_UPLOADS_PER_SITE_PER_HOUR} uploads an hour from all addresses together`, async () => {
    const siteId = await photoSite();
    // The site's count as after an evening's uploads from many addresses.
    await t.database.db.insert(rateLimitCounters).values({ key: `guest-photo-uploads:site:${siteId}`, count: PHOTO_UPLOADS_PER_SITE_PER_HOUR, resetsAt: new Date(Date.now() + 3_600_000) });
    expect((await guestPhotoUploader(t.app, siteId, { remoteAddress: "10.9.9.9" }).start(tiny)).statusCode).toBe(429);
    expect((await guestPhotoUploader(t.app, await photoSite(), { remoteAddress: "10.9.9.9" }).start(tiny)).statusCode).toBe(201);
  });

  it(`one browser holds at most ${PHOTO_OPEN_UPLOADS_PER_UPLOADER} unfinished uploads`, async () => {
    const uploads = guestPhotoUploader(t.app, await photoSite(), { uploader: newUploaderKey() });
    for (let i = 0; i < PHOTO_OPEN_UPLOADS_PER_UPLOADER; i++) expect((await uploads.start(tiny)).statusCode).toBe(201);
    expect((await uploads.start(tiny)).statusCode).toBe(429);
  });

  it("a guest's many parts in a minute are all taken: the general per-address limit does not cut an upload short", async () => {
    const siteId = await photoSite();
    const limit = loadConfig({ NODE_ENV: "test" }).rateLimits.perIp.max;
    const sent = [];
    for (const uploader of [newUploaderKey(), newUploaderKey()]) {
      const uploads = guestPhotoUploader(t.app, siteId, { uploader, remoteAddress: "10.5.5.5" });
      for (let i = 0; i < PHOTO_OPEN_UPLOADS_PER_UPLOADER; i++) {
        const { uploadId } = (await uploads.start(tiny)).json<UploadStatus>();
        sent.push((await uploads.sendPart(uploadId, uploader, tiny, 0)).statusCode);
      }
    }
    expect(sent.length).toBeGreaterThan(limit);
    expect(sent.every((status) => status === 200)).toBe(true);
  });

  it("resumes: parts out of order, a part sent twice is stored once, the status after an interruption names what arrived, a finish too early names what is missing", async () => {
    const siteId = await photoSite();
    const uploader = newUploaderKey();
    const uploads = guestPhotoUploader(t.app, siteId);
    const file = Buffer.concat([picture, Buffer.alloc(2 * PHOTO_PART_BYTES + 10 - picture.length)]);
    const { uploadId, parts } = (await uploads.start(file, { uploader })).json<UploadStatus>();
    expect(parts).toBe(3);
    expect((await uploads.sendPart(uploadId, uploader, file, 2)).json<UploadStatus>().receivedParts).toEqual([2]);
    expect((await uploads.sendPart(uploadId, uploader, file, 0)).json<UploadStatus>().receivedParts).toEqual([0, 2]);
    expect((await uploads.sendPart(uploadId, uploader, file, 0)).json<UploadStatus>().receivedParts).toEqual([0, 2]);
    expect(await t.database.db.$count(guestPhotoUploadParts, eq(guestPhotoUploadParts.uploadId, uploadId))).toBe(2);

    // The connection dropped: the page asks where the upload stands.
    expect((await uploads.status(uploadId, uploader)).json<UploadStatus>()).toEqual({ uploadId, partBytes: PHOTO_PART_BYTES, receivedParts: [0, 2], parts: 3 });
    const early = await uploads.finish(uploadId, uploader);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: "Parts missing: 1", fields: ["parts"] });
    const wrongSize = await t.app.inject({ method: "PUT", url: `/api/guest-photos/${siteId}/uploads/${uploadId}/parts/1?uploader=${uploader}`, headers: { "content-type": "application/octet-stream" }, payload: Buffer.alloc(10) });
    expect(wrongSize.statusCode).toBe(422);

    expect((await uploads.sendPart(uploadId, uploader, file, 1)).statusCode).toBe(200);
    const finished = await uploads.finish(uploadId, uploader);
    expect(finished.statusCode).toBe(201);
    // A repeat (the answer was lost) gives the same photo, and the parts are gone.
    const repeated = await uploads.finish(uploadId, uploader);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json<GuestPhoto>().id).toBe(finished.json<GuestPhoto>().id);
    expect(await t.database.db.$count(guestPhotoUploadParts, eq(guestPhotoUploadParts.uploadId, uploadId))).toBe(0);
  });

  it("concurrent finishes of one upload give one photo", async () => {
    const siteId = await photoSite();
    const uploader = newUploaderKey();
    const uploads = guestPhotoUploader(t.app, siteId);
    const { uploadId } = (await uploads.start(picture, { uploader })).json<UploadStatus>();
    await uploads.sendPart(uploadId, uploader, picture, 0);
    const answers = await Promise.all(Array.from({ length: 4 }, () => uploads.finish(uploadId, uploader)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<GuestPhoto>().id)).size).toBe(1);
    expect(await t.database.db.$count(guestPhotos, eq(guestPhotos.siteId, siteId))).toBe(1);
  });

  it("a full image lane answers 429 with retry-after, the parts stay, and the repeat finishes", async () => {
    const siteId = await photoSite();
    const uploader = newUploaderKey();
    const uploads = guestPhotoUploader(t.app, siteId);
    const { uploadId } = (await uploads.start(picture, { uploader })).json<UploadStatus>();
    await uploads.sendPart(uploadId, uploader, picture, 0);

    // Two long jobs hold both slots and the lane's waiting room is full.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: 2 + GUEST_PHOTOS_WAITING }, () => guestPhotoJob(() => held));
    const refused = await uploads.finish(uploadId, uploader);
    release();
    await Promise.all(busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await t.database.db.$count(guestPhotoUploadParts, eq(guestPhotoUploadParts.uploadId, uploadId))).toBe(1);

    expect((await uploads.finish(uploadId, uploader)).statusCode).toBe(201);
  });

  it("housekeeping: a deleted site leaves no photo files behind, and an upload never finished goes after a day", async () => {
    const siteId = await photoSite();
    const uploads = guestPhotoUploader(t.app, siteId);
    const shown = (await uploads.upload(picture)).json<GuestPhoto>();
    const [row] = await t.database.db.select().from(guestPhotos).where(eq(guestPhotos.id, shown.id));
    const keys = photoFileKeys(siteId, row!.fileId, row!.sizes).filter((key) => !key.endsWith(".mp4"));
    expect(await Promise.all(keys.map((key) => t.deps.storage.has(key)))).toEqual(keys.map(() => true));

    const other = await photoSite();
    const uploader = newUploaderKey();
    const otherUploads = guestPhotoUploader(t.app, other);
    const { uploadId } = (await otherUploads.start(bigFile(2), { uploader })).json<UploadStatus>();
    await otherUploads.sendPart(uploadId, uploader, bigFile(2), 0);

    await t.database.db.delete(sites).where(eq(sites.id, siteId));
    t.advanceTime(PHOTO_UPLOAD_EXPIRES_HOURS * 3_600_000 + 60_000);
    await guestPhotoHousekeeping(t.deps);
    expect(await Promise.all(keys.map((key) => t.deps.storage.has(key)))).toEqual(keys.map(() => false));
    expect(await t.database.db.$count(guestPhotoRemovals)).toBe(0);
    expect((await otherUploads.status(uploadId, uploader)).statusCode).toBe(404);
    expect(await t.database.db.$count(guestPhotoUploadParts, eq(guestPhotoUploadParts.uploadId, uploadId))).toBe(0);
  });
});
