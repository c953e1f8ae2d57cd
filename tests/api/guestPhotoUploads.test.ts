import fs from "node:fs/promises";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import { PHOTO_MAX_BYTES, PHOTO_PART_BYTES } from "../../src/domain/guestPhotos/limits";
import type { GuestPhoto, UploadStatus } from "../../src/domain/guestPhotos/types";
import { guestPhotos, guestPhotoSettings } from "../../src/server/db/schema";
import { originalFileName, photoFileUrl } from "../../src/server/features/guestPhotos/photoFiles";
import { readPhotoSettings } from "../../src/server/features/guestPhotos/settingsRepository";
import { PHOTO_PROCESS_NICE } from "../../src/server/features/guestPhotoUploads/photoProcess";
import { createTestApp, type TestApp } from "../support/app";
import { addGuestPhotosModule, guestPhotoUploader, newUploaderKey } from "../support/guestPhotoUpload";
import { photo } from "../support/photo";
import { publishedSite } from "../support/site";

let t: TestApp;
let siteId: string;
let uploads: ReturnType<typeof guestPhotoUploader>;
beforeAll(async () => {
  t = await createTestApp();
  siteId = (await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] })).siteId;
  await addGuestPhotosModule(t.database.db, siteId);
  await readPhotoSettings(t.database.db, siteId);
  await t.database.db.update(guestPhotoSettings).set({ moderation: "showAtOnce" }).where(eq(guestPhotoSettings.siteId, siteId));
  uploads = guestPhotoUploader(t.app, siteId);
});
afterAll(() => t.close());

const fixture = (name: string) => fs.readFile(new URL(`../fixtures/photos/${name}`, import.meta.url));
const fileOf = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
};
const stored = async (photoId: string) => (await t.database.db.select().from(guestPhotos).where(eq(guestPhotos.id, photoId)))[0]!;

/** What a served image tells about where and with what it was taken: nothing, and it is upright. */
async function expectNoMetadata(file: Buffer, width: number, height: number) {
  const metadata = await sharp(file).metadata();
  expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height });
  expect(metadata.exif ? exifReader(metadata.exif) : undefined).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.orientation ?? 1).toBe(1);
  expect(file.includes("iPhone")).toBe(false);
  expect(file.includes("Apple")).toBe(false);
}

describe("a guest's photo", () => {
  it("a phone's GPS-tagged JPEG is stored upright (240×320) with no location, camera or other metadata, in the original and every size", async () => {
    const original = await fixture("gps-tagged.jpg");
    const exif = exifReader((await sharp(original).metadata()).exif!);
    expect(exif.GPSInfo?.GPSLatitude).toBeDefined();
    expect(exif.Image?.Model).toBe("iPhone 15 Pro");

    const finished = await uploads.upload(original, { guestName: "  Åsa\u0007 Öberg ", caption: "Tårtan!" });
    expect(finished.statusCode).toBe(201);
    const answer = finished.json<GuestPhoto>();
    expect(answer).toMatchObject({ kind: "image", state: "approved", width: 240, height: 320, guestName: "Åsa Öberg", caption: "Tårtan!", own: true });
    const row = await stored(answer.id);
    await expectNoMetadata(await fileOf(await photoFileUrl(t.database.db, "o", siteId, originalFileName(row.fileId, "image"))), 240, 320);
    expect(answer.files.length).toBeGreaterThan(0);
    for (const file of answer.files) await expectNoMetadata(await fileOf(file.url), file.width, Math.round((320 * file.width) / 240));
    expect(row.bytes).toBeGreaterThan(0);
  });

  it("a HEIC is converted as its container turns it (irot, as iPhones write it); its EXIF orientation is not applied again; no location or camera", async () => {
    const asIphoneWrites = withRotationInContainer(await fixture("gps-tagged.heic"));
    const turned = await uploads.upload(asIphoneWrites, { fileName: "IMG_0002.HEIC", contentType: "image/heic" });
    expect(turned.statusCode).toBe(201);
    const answer = turned.json<GuestPhoto>();
    expect(answer).toMatchObject({ kind: "image", width: 240, height: 320 });
    const original = await fileOf(await photoFileUrl(t.database.db, "o", siteId, originalFileName((await stored(answer.id)).fileId, "image")));
    await expectNoMetadata(original, 240, 320);
    for (const file of answer.files) await expectNoMetadata(await fileOf(file.url), file.width, Math.round((320 * file.width) / 240));
    // The same picture as the JPEG's upright one, not turned a second time.
    expect(await difference(original, await sharp(await fixture("gps-tagged.jpg")).rotate().toBuffer())).toBeLessThan(20);

    // heif-enc put no rotation in the container: the pixels are shown as stored, whatever the EXIF says.
    const unturned = await uploads.upload(await fixture("gps-tagged.heic"), { fileName: "IMG_0003.HEIC", contentType: "" });
    expect(unturned.statusCode).toBe(201);
    const plain = unturned.json<GuestPhoto>();
    expect(plain).toMatchObject({ width: 320, height: 240 });
    await expectNoMetadata(await fileOf(await photoFileUrl(t.database.db, "o", siteId, originalFileName((await stored(plain.id)).fileId, "image"))), 320, 240);
  });

  it("decoding a 12 MP HEIC (seconds of WebAssembly) holds up no other request", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const finished = await uploads.upload(await fixture("12mp-gradient.heic"), { fileName: "IMG_0004.HEIC", contentType: "image/heic" });
    delay.disable();
    expect(finished.statusCode).toBe(201);
    expect(finished.json<GuestPhoto>()).toMatchObject({ width: 4032, height: 3024 });
    // Decoded on the main thread it stalled every other request for over a second (1.2 s measured); in the photo process, under 0.1 s.
    expect(delay.max / 1e6).toBeLessThan(400);
  });

  it("photos are made in a process of their own at a lower priority", async () => {
    expect((await uploads.upload(await fixture("gps-tagged.jpg"))).statusCode).toBe(201);
    const children = (await fs.readFile(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")).trim().split(" ").filter(Boolean);
    const commands = await Promise.all(children.map(async (pid) => ({ pid: Number(pid), command: await fs.readFile(`/proc/${pid}/cmdline`, "utf8") })));
    const photoProcesses = commands.filter(({ command }) => command.includes("photoProcessMain"));
    expect(photoProcesses).toHaveLength(1);
    expect(os.getPriority(photoProcesses[0]!.pid)).toBe(PHOTO_PROCESS_NICE);
  });

  it("sending a photo's parts holds up no other request", async () => {
    const file = Buffer.concat([await fixture("gps-tagged.jpg"), Buffer.alloc(4 * PHOTO_PART_BYTES)]);
    const uploader = newUploaderKey();
    const { uploadId, parts } = (await uploads.start(file, { uploader })).json<UploadStatus>();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    for (let index = 0; index < parts; index++) expect((await uploads.sendPart(uploadId, uploader, file, index)).statusCode).toBe(200);
    delay.disable();
    // Each 1 MB part stalled the process for about a second while its bytes were walked as if they were text.
    expect(delay.max / 1e6).toBeLessThan(300);
  });

  it("a PNG is stored as the others", async () => {
    const finished = await uploads.upload(await photo(900, 600, "png"), { fileName: "skärmbild.png", contentType: "image/png" });
    expect(finished.statusCode).toBe(201);
    expect(finished.json<GuestPhoto>()).toMatchObject({ kind: "image", width: 900, height: 600 });
  });

  it("a type not taken is refused before any byte is sent, saying what is taken", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
    const refused = await uploads.start(pdf, { fileName: "inbjudan.pdf", contentType: "application/pdf" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("JPEG, PNG, WebP, HEIC, AVIF") }, fields: ["contentType"] });
  });

  it("a text file named .jpg is refused by its content when finished, and nothing is stored", async () => {
    const before = await t.database.db.$count(guestPhotos);
    const refused = await uploads.upload(Buffer.from("Det här är ingen bild, bara text. ".repeat(20)), { fileName: "bild.jpg", contentType: "image/jpeg" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toContain("filtypen tas inte emot");
    expect(await t.database.db.$count(guestPhotos)).toBe(before);
  });

  it("a file too large is refused at the start: a photo over 40 MB, a video over the couple's size", async () => {
    const tooLarge = await t.app.inject({ method: "POST", url: `/api/guest-photos/${siteId}/uploads`, payload: { uploader: "a".repeat(32), fileName: "stor.jpg", contentType: "image/jpeg", size: PHOTO_MAX_BYTES + 1 } });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({ errorDescription: { sv: "Filen är för stor." }, fields: ["size"] });
    const video = await t.app.inject({ method: "POST", url: `/api/guest-photos/${siteId}/uploads`, payload: { uploader: "a".repeat(32), fileName: "dansen.mov", contentType: "video/quicktime", size: 50 * 1024 * 1024 + 1 } });
    expect(video.statusCode).toBe(422);
    expect(video.json().errorDescription.sv).toBe("Filen är för stor.");
  });

  it("videos are refused when the couple takes none", async () => {
    await t.database.db.update(guestPhotoSettings).set({ videoMaxMb: 0 }).where(eq(guestPhotoSettings.siteId, siteId));
    const refused = await t.app.inject({ method: "POST", url: `/api/guest-photos/${siteId}/uploads`, payload: { uploader: "a".repeat(32), fileName: "dansen.mp4", contentType: "video/mp4", size: 1000 } });
    await t.database.db.update(guestPhotoSettings).set({ videoMaxMb: 50 }).where(eq(guestPhotoSettings.siteId, siteId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toContain("filtypen tas inte emot");
  });

  it("a photo of more than 100 million pixels is refused from its header", async () => {
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
    const huge = withPngSize(small, 12_000, 9_000);
    const refused = await uploads.upload(huge, { fileName: "panorama.png", contentType: "image/png" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toContain("för många pixlar");
  });

  it("uploads are refused where the page has no photo module or the couple closed them, and from the editor", async () => {
    const other = await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] });
    const closed = await guestPhotoUploader(t.app, other.siteId).start(await fixture("gps-tagged.jpg"));
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ errorDescription: { sv: "Paret tar inte emot bilder just nu." } });

    await t.database.db.update(guestPhotoSettings).set({ uploadsOpen: false }).where(eq(guestPhotoSettings.siteId, siteId));
    const shut = await uploads.start(await fixture("gps-tagged.jpg"));
    await t.database.db.update(guestPhotoSettings).set({ uploadsOpen: true }).where(eq(guestPhotoSettings.siteId, siteId));
    expect(shut.statusCode).toBe(403);

    const fromEditor = await uploads.start(await fixture("gps-tagged.jpg"), { headers: { [EDITOR_MARKER_HEADER]: "1" } });
    expect(fromEditor.statusCode).toBe(403);
    expect(fromEditor.json().message).toContain("editor");
  });
});

/**
 * The HEIC with its colour profile property turned into a rotation property (irot, a quarter
 * turn clockwise) of the same size: how an iPhone stores a photo taken upright.
 */
function withRotationInContainer(heic: Buffer): Buffer {
  const changed = Buffer.from(heic);
  const at = changed.indexOf("colr");
  const size = changed.readUInt32BE(at - 4);
  changed.write("irot", at, "latin1");
  changed.fill(0, at + 4, at - 4 + size);
  changed[at + 4] = 3;
  return changed;
}

/** The mean difference of two pictures' grey levels at a small size (0–255). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const grey = (image: Buffer) => sharp(image).resize(24, 32, { fit: "fill" }).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  return x.reduce((sum, value, index) => sum + Math.abs(value - y[index]!), 0) / x.length;
}

/** The PNG with its header claiming another size (its CRC made right): what a decompression bomb's header says. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const changed = Buffer.from(png);
  changed.writeUInt32BE(width, 16);
  changed.writeUInt32BE(height, 20);
  changed.writeUInt32BE(zlibCrc32(changed.subarray(12, 29)), 29);
  return changed;
}

import { crc32 as zlibCrc32 } from "node:zlib";
