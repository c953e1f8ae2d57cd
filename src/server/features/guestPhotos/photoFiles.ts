import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import type { PhotoFile, PhotoKind } from "../../../domain/guestPhotos/types";
import { appSecret } from "../../security/appSecrets";

/**
 * Where a guest's photo's files are kept and how they are named in links (decision 116).
 * Files live under `guest-photos/{siteId}/`, never in the site's own image folder, so only the
 * photo route (`GET /guest-photos/:siteId/:fileName`) serves them, after reading the photo's row.
 *
 * A link carries who it was made for: `g` (any guest: served only while the photo is approved),
 * `u` (its uploader: also while pending or hidden) or `o` (the couple, also the ZIP and the
 * slideshow's caller): `?v={scope}.{signature}`, an HMAC of scope, site and file name, so a
 * guest cannot turn their link into the couple's.
 */
export type PhotoLinkScope = "g" | "u" | "o";

export const photoFolder = (siteId: string) => `guest-photos/${siteId}`;

/** The stored original: re-encoded JPEG without metadata (an image), or the video as sent with its metadata boxes blanked. */
export const originalFileName = (fileId: string, kind: PhotoKind) => (kind === "video" ? `${fileId}.mp4` : `${fileId}.jpg`);
export const sizeFileName = (fileId: string, size: number) => `${fileId}-${size}.webp`;

/** Every Storage key a photo's files may have: what a removal deletes. */
export function photoFileKeys(siteId: string, fileId: string, sizes: readonly number[]): string[] {
  const folder = photoFolder(siteId);
  return [`${folder}/${fileId}.jpg`, `${folder}/${fileId}.mp4`, ...sizes.map((size) => `${folder}/${sizeFileName(fileId, size)}`)];
}

const signingKey = (db: Db) => appSecret(db, "guest-photo-links");

function signature(key: Buffer, scope: PhotoLinkScope, siteId: string, fileName: string): string {
  return createHmac("sha256", key).update(`${scope}:${siteId}/${fileName}`).digest("base64url").slice(0, 32);
}

/** A link to one of a photo's files, for `scope`, relative to the host it is served on. */
export async function photoFileUrl(db: Db, scope: PhotoLinkScope, siteId: string, fileName: string): Promise<string> {
  return `/guest-photos/${siteId}/${fileName}?v=${scope}.${signature(await signingKey(db), scope, siteId, fileName)}`;
}

/** The scope a link's `v` proves for this file, or null for a link that was not made here. */
export async function verifiedScope(db: Db, siteId: string, fileName: string, v: string | undefined): Promise<PhotoLinkScope | null> {
  const match = /^([guo])\.([A-Za-z0-9_-]{32})$/.exec(v ?? "");
  if (!match) return null;
  const scope = match[1] as PhotoLinkScope;
  const expected = Buffer.from(signature(await signingKey(db), scope, siteId, fileName));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? scope : null;
}

/** The files a photo is drawn from, smallest first: its WebP sizes, or the video itself. */
export async function photoFiles(db: Db, scope: PhotoLinkScope, photo: { siteId: string; fileId: string; kind: PhotoKind; sizes: readonly number[]; width: number }): Promise<PhotoFile[]> {
  if (photo.kind === "video") return [{ url: await photoFileUrl(db, scope, photo.siteId, originalFileName(photo.fileId, "video")), width: photo.width }];
  return Promise.all(
    [...photo.sizes].sort((a, b) => a - b).map(async (size) => ({ url: await photoFileUrl(db, scope, photo.siteId, sizeFileName(photo.fileId, size)), width: Math.min(size, photo.width) })),
  );
}
