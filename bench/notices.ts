import { inArray } from "drizzle-orm";
import { siteNotices } from "../src/server/db/schema";
import { load } from "./load";
import type { startBenchServer } from "./server";

/**
 * The guest pages' read of the couple's notices (decision 108), which every open page polls every
 * 10 s: the demo site with three live notices, at 50 connections for 10 s after two unmeasured
 * seconds; first as a page's first read (200 with the body), then as its polls (304 on the ETag).
 * The notices go again afterwards: the sections after it measure the demo as guests find it.
 */
export async function benchNotices(server: Awaited<ReturnType<typeof startBenchServer>>, siteId: string, host: string) {
  const expiresAt = new Date(Date.now() + 86_400_000);
  const posted = await server.database.db
    .insert(siteNotices)
    .values(["Bussen går 20 minuter senare", "Middagen börjar kl. 19", "Fika i trädgården efter vigseln"].map((text) => ({ siteId, text, expiresAt })))
    .returning({ id: siteNotices.id });
  try {
    return await measure(server, siteId, host);
  } finally {
    await server.database.db.delete(siteNotices).where(inArray(siteNotices.id, posted.map((notice) => notice.id)));
  }
}

async function measure(server: Awaited<ReturnType<typeof startBenchServer>>, siteId: string, host: string) {
  const url = `http://127.0.0.1:${server.port}/api/sites/${siteId}/notices/live`;
  const first = await fetch(url, { headers: { host } });
  const etag = first.headers.get("etag") ?? "";
  if (first.status !== 200 || !etag) throw new Error(`the notices answered ${first.status} without an ETag`);
  await load({ url, headers: { host }, duration: 2 });
  const read = await load({ url, headers: { host } });
  const polled = await load({ url, headers: { host, "if-none-match": etag } });
  return {
    "requests/s": read.requestsPerSecond,
    "p50 ms": read.p50,
    "p99 ms (budget ≤ 20)": read.p99,
    "non-2xx": read.non2xx,
    "with If-None-Match (304): requests/s": polled.requestsPerSecond,
    "with If-None-Match (304): p99 ms": polled.p99,
  };
}
