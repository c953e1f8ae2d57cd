import { eq } from "drizzle-orm";
import { PHOTO_PART_BYTES } from "../src/domain/guestPhotos/limits";
import type { UploadStatus } from "../src/domain/guestPhotos/types";
import { sites } from "../src/server/db/schema";
import { photo } from "../tests/support/photo";
import { load, type LoadResult } from "./load";
import type { startBenchServer } from "./server";

const GUESTS = 20;
/** Parts a guest's browser sends at once, as the module's uploader does. */
const PARTS_AT_ONCE = 3;

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/**
 * Twenty guests each uploading a 12-megapixel photo at the same moment, each from its own
 * address, through the guest page's resumable calls (start, 1 MiB parts three at a time, finish,
 * a finish refused while the image lane is full repeated after its retry-after), while the guest
 * page is loaded at 50 connections: each upload's time from start to stored photo, and the page's
 * p99 meanwhile (the worst of its 5-second windows). The demo site gets the "Bilder från gästerna" module for it, and loses it after.
 */
export async function benchGuestPhotos(server: BenchServer, siteId: string, host: string) {
  const db = server.database.db;
  const [site] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const document = site!.document as { siteModules: object[] };
  await db.update(sites).set({ document: { ...document, siteModules: [...document.siteModules, { id: "bench-photos", siteModuleType: "GuestPhotos", title: { sv: "Bilder från gästerna" } }] } }).where(eq(sites.id, siteId));
  try {
    const file = await photo(4000, 3000, "jpeg");
    const base = `http://127.0.0.1:${server.port}/api/guest-photos/${siteId}/uploads`;
    let uploading = true;
    const uploadsDone = Promise.all(Array.from({ length: GUESTS }, (_, guest) => uploadOne(base, file, guest))).finally(() => (uploading = false));
    // The page is loaded in 5-second windows for as long as the uploads run; the worst window counts.
    const windows: LoadResult[] = [];
    const pageLoad = (async () => {
      while (uploading) windows.push(await load({ url: `http://127.0.0.1:${server.port}/`, headers: { host, "accept-encoding": "br, gzip" }, duration: 5 }));
    })();
    const [uploads] = await Promise.all([uploadsDone, pageLoad]);
    const worst = windows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const times = uploads.map((upload) => upload.ms).sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    return {
      "photo, MB": (file.length / 1024 / 1024).toFixed(1),
      "uploads stored": `${uploads.length} of ${GUESTS}`,
      "upload p50 ms": at(0.5),
      "upload p99 ms": at(0.99),
      "finishes repeated after a full lane": uploads.reduce((sum, upload) => sum + upload.retries, 0),
      "GET / meanwhile, 5 s windows": windows.length,
      "GET / meanwhile, worst window: requests/s": worst.requestsPerSecond,
      "GET / meanwhile, worst window: p99 ms (budget ≤ 20)": worst.p99,
      "GET / meanwhile: non-2xx": windows.reduce((sum, window) => sum + window.non2xx, 0),
    };
  } finally {
    await db.update(sites).set({ document }).where(eq(sites.id, siteId));
  }
}

/** One guest's upload, from its own address; the guest calls answer on any host for a published site. */
async function uploadOne(base: string, file: Buffer, guest: number) {
  const headers = { "x-forwarded-for": `10.20.0.${guest + 1}` };
  const uploader = `bench-guest-${String(guest).padStart(2, "0")}-`.padEnd(40, "x");
  const started = performance.now();
  const status = await call<UploadStatus>(base, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ uploader, fileName: `IMG_${guest}.jpg`, contentType: "image/jpeg", size: file.length }) });
  const indexes = Array.from({ length: status.parts }, (_, index) => index);
  await Promise.all(
    Array.from({ length: PARTS_AT_ONCE }, async () => {
      for (let index = indexes.shift(); index !== undefined; index = indexes.shift()) {
        await call(`${base}/${status.uploadId}/parts/${index}?uploader=${uploader}`, { method: "PUT", headers: { ...headers, "content-type": "application/octet-stream" }, body: new Uint8Array(file.subarray(index * PHOTO_PART_BYTES, (index + 1) * PHOTO_PART_BYTES)) });
      }
    }),
  );
  let retries = 0;
  for (;;) {
    const finished = await fetch(`${base}/${status.uploadId}/finish`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ uploader }) });
    if (finished.status === 201 || finished.status === 200) break;
    if (finished.status !== 429) throw new Error(`the finish answered ${finished.status}: ${await finished.text()}`);
    retries++;
    await new Promise((resolve) => setTimeout(resolve, Number(finished.headers.get("retry-after") ?? 1) * 1000));
  }
  return { ms: Math.round(performance.now() - started), retries };
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
