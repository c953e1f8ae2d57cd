import type { OwnerPhoto, OwnerPhotoList } from "../../../domain/guestPhotos/types";
import type { SiteRow } from "../../core";
import type { Deps } from "../../deps";
import { listOwnerPhotoRows, type OwnerPhotoRow } from "./ownerRepository";
import { photoFiles } from "./photoFiles";
import { readPhotoSettings } from "./settingsRepository";
import { photoUploadUrl, slideshowUrl } from "./siteLinks";

type ListDeps = Pick<Deps, "db" | "config">;

/** A photo as the couple sees it: allow-listed fields, links signed for the couple. */
export async function presentOwnerPhoto(deps: ListDeps, row: OwnerPhotoRow): Promise<OwnerPhoto> {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    files: await photoFiles(deps.db, "o", row),
    width: row.width,
    height: row.height,
    guestName: row.guestName,
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    householdName: row.householdName,
    originalName: row.originalName,
    bytes: row.bytes,
    inGallery: row.inGallery,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/sites/:siteId/guest-photos: every photo, newest first, from one query (the usage is
 * summed from the same rows), with the settings and the slideshow's and the upload's addresses.
 */
export async function ownerPhotoList(deps: ListDeps, site: SiteRow): Promise<OwnerPhotoList> {
  const [{ slideshowKey, ...settings }, rows] = await Promise.all([readPhotoSettings(deps.db, site.id), listOwnerPhotoRows(deps.db, site.id)]);
  return {
    settings,
    usage: {
      bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
      quotaBytes: deps.config.guestPhotosQuotaBytes,
      photos: rows.length,
      pending: rows.filter((row) => row.state === "pending").length,
    },
    photos: await Promise.all(rows.map((row) => presentOwnerPhoto(deps, row))),
    slideshowUrl: slideshowUrl(deps, site, slideshowKey),
    uploadUrl: photoUploadUrl(deps, site),
  };
}
