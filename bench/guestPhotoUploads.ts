import { randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { PHOTO_PART_BYTES } from "../src/domain/guestPhotos/limits";
import type { UploadStatus } from "../src/domain/guestPhotos/types";
import type { Db } from "../src/server/db/client";
import { guestPhotoSettings, sites } from "../src/server/db/schema";
import { readPhotoSettings } from "../src/server/features/guestPhotos/settingsRepository";
import { photo } from "../tests/support/photo";
import { load } from "./load";

const HOST = "bilder.localhost";
const GUESTS = 20;

/** A copy of the demo site taking guests' photos, shown at once; answers its id. */
async function photoSite(db: Db): Promise<string> {
  const [demo] = await db.select().from(sites).where(like(sites.host, "demo.%"));
  if (!demo) throw new Error("no demo site to copy");
  const document = structuredClone(demo.document) as { siteModules: Record<string, unknown>[] };
  document.siteModules = [...document.siteModules, { id: "bilder", siteModuleType: "GuestPhotos", title: { sv: "Bilder från gästerna" } }];
  const { id: _id, host: _host, subdomain: _subdomain, ...rest } = demo;
  await db.delete(sites).where(eq(sites.host, HOST));
  const [site] = await db.insert(sites).values({ ...rest, host: HOST, subdomain: HOST, document }).returning({ id: sites.id });
  await readPhotoSettings(db, site!.id);
  await db.update(guestPhotoSettings).set({ moderation: "showAtOnce" }).where(eq(guestPhotoSettings.siteId, site!.id));
  return site!.id;
}

/** A phone's upload on a good 4G connection: 16 Mbit/s. */
const PHONE_BYTES_PER_SECOND = 2_000_000;

/**
 * One guest's upload as the guest page sends it: start, the parts, the finish again after each
 * 429's wait; each part no faster than `bytesPerSecond` when given. Answers its ms.
 */
async function upload(base: string, file: Buffer, bytesPerSecond?: number): Promise<number> {
  const started = performance.now();
  const uploader = randomBytes(24).toString("base64url");
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    if (response.status >= 400 && response.status !== 429) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ uploader, fileName: "IMG_1234.jpg", contentType: "image/jpeg", size: file.length, guestName: "Åsa Öberg" });
  const { uploadId, parts } = (await (await call("/uploads", { method: "POST", headers: json, body })).json()) as UploadStatus;
  for (let index = 0; index < parts; index++) {
    const part = file.subarray(index * PHOTO_PART_BYTES, (index + 1) * PHOTO_PART_BYTES);
    const sent = performance.now();
    await call(`/uploads/${uploadId}/parts/${index}?uploader=${uploader}`, { method: "PUT", headers: { "content-type": "application/octet-stream" }, body: new Uint8Array(part) });
    if (bytesPerSecond) await new Promise((resolve) => setTimeout(resolve, Math.max(0, (part.length / bytesPerSecond) * 1000 - (performance.now() - sent))));
  }
  for (;;) {
    const finished = await call(`/uploads/${uploadId}/finish`, { method: "POST", headers: json, body: JSON.stringify({ uploader }) });
    if (finished.status !== 429) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, Number(finished.headers.get("retry-after") ?? 5) * 1000));
  }
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

/**
 * 20 guests upload a 12 MP photo each at once while the demo's guest page is read by 50
 * connections (autocannon in a thread of its own, so the uploads' sending does not delay its
 * clock): each upload's time from start to stored, and the page's p99 meanwhile. Twice: as fast
 * as the loopback takes the bytes (120 MB in a few seconds, harsher than any room of phones),
 * and with each phone sending at 16 Mbit/s, a good 4G connection.
 */
export async function benchGuestPhotoUploads(server: { port: number; database: { db: Db } }, pageHost: string) {
  const siteId = await photoSite(server.database.db);
  const file = await photo(4032, 3024, "jpeg");
  const base = `http://127.0.0.1:${server.port}/api/guest-photos/${siteId}`;
  const rush = async (bytesPerSecond?: number) => {
    const [page, times] = await Promise.all([
      load({ url: `http://127.0.0.1:${server.port}/`, headers: { host: pageHost, "accept-encoding": "br, gzip" }, duration: 20, workers: 1 }),
      Promise.all(Array.from({ length: GUESTS }, () => upload(base, file, bytesPerSecond))),
    ]);
    return [`${percentile(times, 0.5)} / ${percentile(times, 0.99)} / ${Math.max(...times)}`, `${page.p50} / ${page.p99}`, page.non2xx] as const;
  };
  const loopback = await rush();
  const phones = await rush(PHONE_BYTES_PER_SECOND);
  return {
    "photo, MB": (file.length / 1024 / 1024).toFixed(1),
    "at loopback speed: upload p50 / p99 / slowest, ms": loopback[0],
    "at loopback speed: guest page p50 / p99 ms (budget ≤ 20)": loopback[1],
    "at 16 Mbit/s each: upload p50 / p99 / slowest, ms": phones[0],
    "at 16 Mbit/s each: guest page p50 / p99 ms (budget ≤ 20)": phones[1],
    "guest page non-2xx": loopback[2] + phones[2],
  };
}
