import { createHash, timingSafeEqual } from "node:crypto";
import type { PhotoKind, SlideshowFeed, SlideshowPhoto } from "../../../domain/guestPhotos/types";
import type { Deps } from "../../deps";
import { photoFiles } from "../guestPhotos/photoFiles";
import { approvedFingerprint, listApprovedPhotos, type FeedRow } from "./feedRepository";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the given key is the site's slideshow key, compared in constant time (both hashed to one length first). */
export function isSlideshowKey(given: unknown, key: string): boolean {
  return typeof given === "string" && given.length > 0 && timingSafeEqual(digest(given), digest(key));
}

/** The feed's entity tag: what it shows (the approved photos, whether captions show, the page's upload address) without reading the photos. */
export async function feedTag(deps: Pick<Deps, "db">, siteId: string, facts: { captions: boolean; uploadUrl: string }): Promise<string> {
  const fingerprint = await approvedFingerprint(deps.db, siteId);
  return `"${createHash("sha1").update(`${fingerprint}|${facts.captions}|${facts.uploadUrl}`).digest("base64url").slice(0, 22)}"`;
}

async function presentPhoto(deps: Pick<Deps, "db">, siteId: string, row: FeedRow, captions: boolean): Promise<SlideshowPhoto> {
  const kind = row.kind as PhotoKind;
  const files = await photoFiles(deps.db, "o", { siteId, fileId: row.fileId, kind, sizes: row.sizes, width: row.width });
  return {
    id: row.id,
    kind,
    files,
    width: row.width,
    height: row.height,
    ...(captions && row.guestName ? { guestName: row.guestName } : {}),
    ...(captions && row.caption ? { caption: row.caption } : {}),
    approvedAt: (row.approvedAt ?? new Date(0)).toISOString(),
  };
}

/** Every approved photo (the newest SLIDESHOW_FEED_MAX), oldest approval first, with links the slideshow's caller may open. */
export async function slideshowFeed(deps: Pick<Deps, "db">, siteId: string, facts: { captions: boolean; uploadUrl: string }): Promise<SlideshowFeed> {
  const rows = await listApprovedPhotos(deps.db, siteId);
  return { photos: await Promise.all(rows.map((row) => presentPhoto(deps, siteId, row, facts.captions))), uploadUrl: facts.uploadUrl, captions: facts.captions };
}
