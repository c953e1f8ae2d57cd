import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { eq, sql } from "drizzle-orm";
import JSZip from "jszip";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import { sites } from "../../src/server/db/schema";
import { photoFolder } from "../../src/server/features/guestPhotos/photoFiles";
import { PHOTO_ARCHIVES_PER_HOUR } from "../../src/server/features/guestPhotos/bounds";
import { storeImage } from "../../src/server/features/images/pipeline";
import { localStorage } from "../../src/server/providers/storage/local";
import type { Storage } from "../../src/server/providers/storage/storage";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { insertPhotoRows } from "../support/guestPhotoRows";
import { seedGuestPhoto } from "../support/guestPhotos";
import { seedHouseholds } from "../support/seating";

/** The test app's Storage, telling which files it was asked to stream and keeping each stream to look at. */
function watchedStorage(inner: Storage) {
  const streams: { key: string; body: NodeJS.ReadableStream & { destroyed: boolean; readableEnded: boolean } }[] = [];
  const storage: Storage = {
    ...inner,
    stream: async (key) => {
      const stored = await inner.stream(key);
      if (stored) streams.push({ key, body: stored.body });
      return stored;
    },
  };
  return { storage, streams };
}

v8.setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

let t: TestApp;
let watched: ReturnType<typeof watchedStorage>;
let storageDir: string;
let address: string | undefined;
/** The app on a loopback port, for a download read as it arrives (inject would hold it whole). */
const serverAddress = async () => (address ??= await t.app.listen({ port: 0, host: "127.0.0.1" }));
beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), "photo-archive-"));
  watched = watchedStorage(localStorage(storageDir));
  t = await createTestApp({ overrides: { storage: watched.storage } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(storageDir, { recursive: true, force: true });
});

const archiveOf = async (owner: Awaited<ReturnType<typeof registerOwner>>) => {
  const response = await owner.client.get(`/api/sites/${owner.siteId}/guest-photos/archive.zip`);
  expect(response.statusCode, response.body).toBe(200);
  return { response, zip: await JSZip.loadAsync(response.rawPayload) };
};

describe("the ZIP of the guests' photos", () => {
  it("holds every photo's stored original named by time in the site's zone and the guest, and a list for Excel", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.update(sites).set({ host: "asa-och-orjan.localhost" }).where(eq(sites.id, owner.siteId));
    const [household] = await seedHouseholds(t.database.db, owner.siteId, [], [{ name: "Familjen Öberg", guests: [{ name: "Åsa Öberg" }], reply: false }]);
    const at = (time: string) => new Date(`2026-06-13T${time}:00Z`);
    const first = await seedGuestPhoto(t.deps, owner.siteId, { guestName: "Märta Ärlig", caption: "Första dansen; \"vals\"", createdAt: at("16:05") });
    // The phone's photo with its GPS position, as the upload stores it.
    const fixture = await fs.readFile(path.join(__dirname, "../fixtures/photos/gps-tagged.jpg"));
    await storeImage(t.deps.storage, photoFolder(owner.siteId), fixture, "IMG_0001.jpg", { id: first.fileId });
    await seedGuestPhoto(t.deps, owner.siteId, { guestName: "Märta Ärlig", state: "pending", createdAt: at("16:06") });
    await seedGuestPhoto(t.deps, owner.siteId, { householdId: household!.id, state: "hidden", createdAt: at("16:07") });
    await seedGuestPhoto(t.deps, owner.siteId, { createdAt: at("21:30") });
    await seedGuestPhoto(t.deps, owner.siteId, { guestName: 'Åsa/Öberg: "bästa"?* .', caption: "=HYPERLINK(\"x\")", createdAt: at("21:31") });

    const { response, zip } = await archiveOf(owner);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="gastbilder-[^"]*\.zip"; filename\*=UTF-8''gastbilder-/);
    const names = Object.keys(zip.files);
    expect(names).toEqual([
      "2026-06-13 18.05 Märta Ärlig 1.jpg",
      "2026-06-13 18.06 Märta Ärlig 2.jpg",
      "2026-06-13 18.07 Familjen Öberg 1.jpg",
      "2026-06-13 23.30 Gäst 1.jpg",
      "2026-06-13 23.31 Åsa Öberg bästa 1.jpg",
      "bilder.csv",
    ]);
    for (const name of names) expect(name).not.toMatch(/[<>:"/\\|?*\p{C}]|[. ]$/u);

    const original = await zip.file(names[0]!)!.async("nodebuffer");
    expect(original).toEqual((await t.deps.storage.get(`${photoFolder(owner.siteId)}/${first.fileId}.jpg`))!.body);
    const metadata = await sharp(original).metadata();
    expect(metadata.format).toBe("jpeg");
    expect([metadata.width, metadata.height]).toEqual([240, 320]);
    expect(metadata.exif).toBeUndefined();

    const csv = await zip.file("bilder.csv")!.async("nodebuffer");
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.toString("utf8").slice(1).split("\r\n");
    expect(rows[0]).toBe('"Fil";"Namn";"Hushåll";"Bildtext";"Status";"Uppladdad"');
    expect(rows[1]).toBe('"2026-06-13 18.05 Märta Ärlig 1.jpg";"Märta Ärlig";"";"Första dansen; ""vals""";"Visas";"2026-06-13 18:05"');
    expect(rows[2]).toContain('"Väntar på godkännande"');
    expect(rows[3]).toBe('"2026-06-13 18.07 Familjen Öberg 1.jpg";"";"Familjen Öberg";"";"Dold";"2026-06-13 18:07"');
    // A caption Excel would run as a formula is written as text.
    expect(rows[5]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows).toHaveLength(7);
    expect(rows[6]).toBe("");
  });

  it("speaks the site's language: a Danish site's list and unnamed guests", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.execute(sql`UPDATE sites SET document = jsonb_set(jsonb_set(document, '{language}', '"da"'), '{availableLanguages}', '[{"languageCode":"da"}]') WHERE id = ${owner.siteId}`);
    await seedGuestPhoto(t.deps, owner.siteId, { createdAt: new Date("2026-06-13T16:05:00Z") });
    const { zip } = await archiveOf(owner);
    expect(Object.keys(zip.files)).toEqual(["2026-06-13 18.05 Gæst 1.jpg", "bilder.csv"]);
    const rows = (await zip.file("bilder.csv")!.async("string")).replace(/^\uFEFF/, "").split("\r\n");
    expect(rows[0]).toBe('"Fil";"Navn";"Husstand";"Billedtekst";"Status";"Uploadet"');
    expect(rows[1]).toContain('"Vises"');
  });

  it("streams 300 photos without holding them: the process's memory grows by far less than the archive", async () => {
    const owner = await registerOwner(t.app);
    const photoBytes = 256 * 1024;
    const seeded = await insertPhotoRows(t.deps, owner.siteId, 300, { files: true, originalBytes: photoBytes, guestName: (index) => (index % 2 ? "Märta Ärlig" : "Åsa Öberg") });
    const address = await serverAddress();
    const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // What the process holds, garbage collected first: the live memory, not what the collector has yet to free.
    const held = () => {
      collectGarbage();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = held();
    let chunkCount = 0;
    const samples: number[] = [];
    const chunks: Buffer[] = [];
    let received = 0;
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${address}/api/sites/${owner.siteId}/guest-photos/archive.zip`, { headers: { cookie } }, (response) => {
          expect(response.statusCode).toBe(200);
          response.on("data", (chunk: Buffer) => {
            received += chunk.length;
            // Keep only the end, where the central directory is, to check the archive is whole.
            chunks.push(chunk);
            while (chunks.length > 64) chunks.shift();
            if (++chunkCount % 200 === 0) samples.push(held() - before);
          });
          response.on("end", resolve);
          response.on("error", reject);
        })
        .on("error", reject);
    });
    const archive = 300 * photoBytes;
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const sorted = [...samples].sort((a, b) => a - b);
    const [median, peak] = [sorted[Math.floor(sorted.length / 2)]!, sorted.at(-1)!];
    console.info(`ZIP of 300 photos: ${megabytes(received)} MB streamed; live heap and buffers above the start at ${samples.length} points: median ${megabytes(median)} MB, peak ${megabytes(peak)} MB`);
    expect(received).toBeGreaterThan(archive);
    // Holding the photos would be 75 MB and growing; streaming holds a few chunks, whatever the count.
    expect(median).toBeLessThan(archive / 10);
    expect(peak).toBeLessThan(archive / 3);
    const tail = Buffer.concat(chunks);
    expect(tail.readUInt16LE(tail.length - 12)).toBe(301);
    expect(watched.streams.filter((stream) => stream.key.startsWith(photoFolder(owner.siteId))).map((stream) => stream.key)).toHaveLength(seeded.length);
  });

  it("stops reading the files when the client goes away", async () => {
    const owner = await registerOwner(t.app);
    await insertPhotoRows(t.deps, owner.siteId, 300, { files: true, originalBytes: 256 * 1024 });
    const address = await serverAddress();
    const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const mine = () => watched.streams.filter((stream) => stream.key.startsWith(photoFolder(owner.siteId)));
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${address}/api/sites/${owner.siteId}/guest-photos/archive.zip`, { headers: { cookie } }, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", () => undefined);
      setTimeout(() => reject(new Error("no data")), 20_000).unref();
    });
    // The file being read when the client went is closed before its end, and no later one is opened.
    await expect.poll(() => mine().some((stream) => stream.body.destroyed && !stream.body.readableEnded), { timeout: 10_000 }).toBe(true);
    const opened = mine().length;
    expect(opened).toBeLessThan(300);
    expect(mine().at(-1)!.body.destroyed).toBe(true);
  });

  it(`is at most ${PHOTO_ARCHIVES_PER_HOUR} an hour per account`, async () => {
    const owner = await registerOwner(t.app);
    for (let index = 0; index < PHOTO_ARCHIVES_PER_HOUR; index++) expect((await owner.client.get(`/api/sites/${owner.siteId}/guest-photos/archive.zip`)).statusCode).toBe(200);
    const refused = await owner.client.get(`/api/sites/${owner.siteId}/guest-photos/archive.zip`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorDescription: ERROR_TEXTS.tooManyRequests });
  });
});
