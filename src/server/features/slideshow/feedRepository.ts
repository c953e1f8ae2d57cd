import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestPhotos } from "../../db/schema";

/** The most photos a feed carries: the newest approved, so a long party's TV answer stays small. */
export const SLIDESHOW_FEED_MAX = 1000;

const approved = (siteId: string) => and(eq(guestPhotos.siteId, siteId), eq(guestPhotos.state, "approved"));

/**
 * What the feed shows changes only with this: how many photos are approved, the newest approval
 * and which ones (a sum of their ids' hashes). One aggregate over the site's approved rows, so
 * an unchanged poll costs no read of the photos themselves.
 */
export async function approvedFingerprint(db: Db, siteId: string): Promise<string> {
  const [row] = await db
    .select({ count: sql<string>`count(*)`, newest: sql<string | null>`max(${guestPhotos.approvedAt})::text`, ids: sql<string | null>`sum(hashtext(${guestPhotos.id}::text)::bigint)::text` })
    .from(guestPhotos)
    .where(approved(siteId));
  return `${row?.count}|${row?.newest}|${row?.ids}`;
}

export type FeedRow = Awaited<ReturnType<typeof listApprovedPhotos>>[number];

/** The newest SLIDESHOW_FEED_MAX approved photos, oldest approval first. */
export async function listApprovedPhotos(db: Db, siteId: string) {
  const rows = await db
    .select({
      id: guestPhotos.id,
      kind: guestPhotos.kind,
      fileId: guestPhotos.fileId,
      sizes: guestPhotos.sizes,
      width: guestPhotos.width,
      height: guestPhotos.height,
      guestName: guestPhotos.guestName,
      caption: guestPhotos.caption,
      approvedAt: guestPhotos.approvedAt,
    })
    .from(guestPhotos)
    .where(approved(siteId))
    .orderBy(desc(guestPhotos.approvedAt), desc(guestPhotos.id))
    .limit(SLIDESHOW_FEED_MAX);
  return rows.reverse();
}
