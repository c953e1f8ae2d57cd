import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_PART_BYTES } from "../../src/domain/guestPhotos/limits";
import type { GuestPhoto } from "../../src/domain/guestPhotos/types";
import { guestPhotos } from "../../src/server/db/schema";
import { originalFileName, photoFileUrl } from "../../src/server/features/guestPhotos/photoFiles";
import { createTestApp, type TestApp } from "../support/app";
import { addGuestPhotosModule, guestPhotoUploader } from "../support/guestPhotoUpload";
import { publishedSite } from "../support/site";

let t: TestApp;
let siteId: string;
beforeAll(async () => {
  t = await createTestApp();
  siteId = (await publishedSite(t, { siteModules: [{ id: "text", siteModuleType: "Text" }] })).siteId;
  await addGuestPhotosModule(t.database.db, siteId);
});
afterAll(() => t.close());

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const text = (value: string) => Buffer.from(value, "utf8");
const LOCATION = "+59.3294+018.0686/";

/** A track header (version 0) of a track this size: width and height in 16.16 at its end. */
function trackHeader(width: number, height: number): Buffer {
  const body = Buffer.alloc(84);
  body.writeUInt32BE(width << 16, 76);
  body.writeUInt32BE(height << 16, 80);
  return box("tkhd", body);
}
const handler = (type: string) => box("hdlr", Buffer.alloc(8), text(type), Buffer.alloc(13));

/**
 * A phone's video as ISO BMFF: its location in `moov/udta/©xyz` and in a QuickTime `meta`
 * (com.apple.quicktime.location.ISO6709), the camera in the track's `udta` and a top-level `meta`,
 * then a large media box, so the file spans several parts.
 */
function phoneVideo(): Buffer {
  const media = Buffer.alloc(PHOTO_PART_BYTES + 5000, 0x47);
  return Buffer.concat([
    box("ftyp", text("qt  "), Buffer.from([0, 0, 2, 0]), text("qt  isom")),
    box("meta", Buffer.alloc(4), box("hdlr", Buffer.alloc(8), text("mdta"), Buffer.alloc(13)), box("keys", text("com.apple.quicktime.make Apple"))),
    box(
      "moov",
      box("mvhd", Buffer.alloc(100)),
      box("trak", box("tkhd", Buffer.alloc(84)), box("mdia", handler("soun")), box("udta", box("©nam", text("Ljudspår")))),
      box("trak", trackHeader(1920, 1080), box("mdia", box("mdhd", Buffer.alloc(24)), handler("vide")), box("udta", box("©mak", text("Apple iPhone 15 Pro")))),
      box("udta", box("©xyz", Buffer.from([0, 18, 0x15, 0xc7]), text(LOCATION))),
      box("meta", Buffer.alloc(4), box("keys", text("com.apple.quicktime.location.ISO6709")), box("ilst", text(LOCATION))),
    ),
    box("mdat", media),
  ]);
}

describe("a guest's video", () => {
  it("is stored as sent but with every metadata box blanked into free space of the same size: no location or camera, every offset kept", async () => {
    const video = phoneVideo();
    const finished = await guestPhotoUploader(t.app, siteId).upload(video, { fileName: "Dansen.MOV", contentType: "video/quicktime", guestName: "Märta Ärlig" });
    expect(finished.statusCode).toBe(201);
    const answer = finished.json<GuestPhoto>();
    expect(answer).toMatchObject({ kind: "video", width: 1920, height: 1080, guestName: "Märta Ärlig" });

    const [row] = await t.database.db.select().from(guestPhotos).where(eq(guestPhotos.id, answer.id));
    const served = await t.app.inject({ method: "GET", url: await photoFileUrl(t.database.db, "o", siteId, originalFileName(row!.fileId, "video")) });
    expect(served.statusCode).toBe(200);
    const file = served.rawPayload;
    expect(file.length).toBe(video.length);
    for (const gone of [LOCATION, "ISO6709", "iPhone", "Apple", "\u00a9xyz", "udta", "meta"]) expect(file.includes(Buffer.from(gone, "latin1")), gone).toBe(false);
    // The media is where it was.
    expect(file.subarray(file.length - PHOTO_PART_BYTES)).toEqual(video.subarray(video.length - PHOTO_PART_BYTES));
    expect(file.subarray(0, 24)).toEqual(video.subarray(0, 24));
  });

  it("answers Range requests, as Safari asks for a video", async () => {
    const video = phoneVideo();
    const answer = (await guestPhotoUploader(t.app, siteId).upload(video, { fileName: "tal.mp4", contentType: "video/mp4" })).json<GuestPhoto>();
    const url = answer.files[0]!.url;
    const first = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-1" } });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-1/${video.length}`);
    expect(first.rawPayload).toEqual(video.subarray(0, 2));
    const tail = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${video.length - 1000}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(video.subarray(video.length - 1000));
    const beyond = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it("a file that claims to be a video but has no sized video track is refused", async () => {
    const broken = Buffer.concat([box("ftyp", text("isom"), Buffer.alloc(4), text("isom")), box("moov", box("mvhd", Buffer.alloc(100))), box("mdat", Buffer.alloc(500))]);
    const refused = await guestPhotoUploader(t.app, siteId).upload(broken, { fileName: "film.mp4", contentType: "video/mp4" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toContain("filtypen tas inte emot");
  });
});
