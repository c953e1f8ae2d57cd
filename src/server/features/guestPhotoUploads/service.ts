import { createHash } from "node:crypto";
import { PHOTO_OPEN_UPLOADS_PER_UPLOADER, PHOTO_PART_BYTES, PHOTO_UPLOAD_EXPIRES_HOURS } from "../../../domain/guestPhotos/limits";
import type { UploadStart, UploadStatus } from "../../../domain/guestPhotos/types";
import { GUEST_PHOTOS_TYPE } from "../../../modules/guestPhotos/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import type { SiteRow } from "../../core";
import { guestPhotoJob } from "../images/imageJobs";
import { photoFileKeys } from "../guestPhotos/photoFiles";
import { readPhotoSettings, type StoredPhotoSettings } from "../guestPhotos/settingsRepository";
import { acceptedKind } from "./fileKinds";
import { findPhoto, findUpload, householdOfLink, insertPart, insertPhoto, insertUpload, markFinished, openUploadBytes, openUploads, receivedParts, storedBytes, type PhotoRow, type UploadRow } from "./repository";
import { storePhoto } from "./storePhoto";

export const uploaderHash = (key: string) => createHash("sha256").update(key).digest("hex");

const partsOf = (size: number) => Math.ceil(size / PHOTO_PART_BYTES);
const noUpload = () => new ApiError(404, "notFound", "No such upload");
const quotaFull = () => new ApiError(422, "photoQuotaFull", "The site's space for guests' photos is full");

/** Guests may upload where the page has the module and the couple keeps uploads open. */
async function openSettings(deps: Deps, site: SiteRow): Promise<StoredPhotoSettings> {
  const modules = (site.document as { siteModules?: { siteModuleType?: string; hide?: boolean }[] } | null)?.siteModules ?? [];
  const settings = await readPhotoSettings(deps.db, site.id);
  if (!modules.some((module) => module.siteModuleType === GUEST_PHOTOS_TYPE && !module.hide) || !settings.uploadsOpen) {
    throw new ApiError(403, "photoUploadsClosed", "This site takes no guests' photos now");
  }
  return settings;
}

/** The household of a personal link of this site; anything else attributes nothing, alike. */
export const householdOf = (deps: Deps, siteId: string, token: string | undefined) => (token ? householdOfLink(deps.db, siteId, token) : Promise.resolve(null));

export async function startUpload(deps: Deps, site: SiteRow, input: UploadStart): Promise<UploadStatus> {
  const settings = await openSettings(deps, site);
  acceptedKind(input, settings.videoMaxMb);
  const since = new Date(deps.now().getTime() - PHOTO_UPLOAD_EXPIRES_HOURS * 3_600_000);
  // Unfinished uploads hold their room too, so parts waiting in the database stay within the quota.
  const [stored, open] = await Promise.all([storedBytes(deps.db, site.id), openUploadBytes(deps.db, site.id, since)]);
  if (stored + open + input.size > deps.config.guestPhotosQuotaBytes) throw quotaFull();
  const hash = uploaderHash(input.uploader);
  if ((await openUploads(deps.db, site.id, hash, since)) >= PHOTO_OPEN_UPLOADS_PER_UPLOADER) {
    throw new ApiError(429, "tooManyRequests", `At most ${PHOTO_OPEN_UPLOADS_PER_UPLOADER} unfinished uploads at a time`);
  }
  const upload = await insertUpload(deps.db, {
    siteId: site.id,
    uploaderHash: hash,
    householdId: await householdOf(deps, site.id, input.household),
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.size,
    guestName: input.guestName || null,
    caption: input.caption || null,
    createdAt: deps.now(),
  });
  return { uploadId: upload.id, partBytes: PHOTO_PART_BYTES, receivedParts: [], parts: partsOf(input.size) };
}

/** The upload of this site sent by this browser; anything else is the same 404. */
export async function ownUpload(deps: Deps, siteId: string, uploadId: string, uploader: string): Promise<UploadRow> {
  const upload = await findUpload(deps.db, siteId, uploadId);
  if (!upload || upload.uploaderHash !== uploaderHash(uploader)) throw noUpload();
  return upload;
}

export async function uploadStatus(deps: Deps, upload: UploadRow): Promise<UploadStatus> {
  const parts = partsOf(upload.size);
  // A finished upload's parts are gone: all of them were received.
  const received = upload.photoId ? [...Array(parts).keys()] : await receivedParts(deps.db, upload.id);
  return { uploadId: upload.id, partBytes: PHOTO_PART_BYTES, receivedParts: received, parts };
}

/** Every part but the last is exactly PHOTO_PART_BYTES, the last the rest; a part sent again is stored once. */
export async function receivePart(deps: Deps, upload: UploadRow, index: number, bytes: Buffer): Promise<UploadStatus> {
  const parts = partsOf(upload.size);
  if (!Number.isInteger(index) || index < 0 || index >= parts) throw new ApiError(422, "invalidInput", `The upload has parts 0 to ${parts - 1}`, ["index"]);
  const expected = index === parts - 1 ? upload.size - index * PHOTO_PART_BYTES : PHOTO_PART_BYTES;
  if (bytes.length !== expected) throw new ApiError(422, "invalidInput", `Part ${index} must be ${expected} bytes`, ["body"]);
  if (!upload.photoId) await insertPart(deps.db, upload.id, index, bytes);
  return uploadStatus(deps, upload);
}

/**
 * Joins the parts and stores the photo, once however often or concurrently it is asked: the
 * upload's row is locked, and a finished one answers its photo. The work waits for an image
 * slot first and reads the parts only then, so a waiting finish holds no bytes.
 */
export async function finishUpload(deps: Deps, site: SiteRow, upload: UploadRow): Promise<{ photo: PhotoRow; created: boolean }> {
  const missing = upload.photoId ? [] : missingParts(partsOf(upload.size), await receivedParts(deps.db, upload.id));
  // Parts go when a finish alongside this one stores the photo: then this one answers it.
  if (missing.length && !(await findUpload(deps.db, site.id, upload.id))?.photoId) throw new ApiError(422, "invalidInput", `Parts missing: ${missing.join(", ")}`, ["parts"]);
  const settings = await readPhotoSettings(deps.db, site.id);
  return guestPhotoJob(() =>
    deps.db.transaction(async (tx) => {
      const locked = (await findUpload(tx, site.id, upload.id, true))!;
      if (locked.photoId) return { photo: (await findPhoto(tx, site.id, locked.photoId))!, created: false };
      const stored = await storePhoto(deps, site.id, upload, settings.videoMaxMb);
      try {
        if ((await storedBytes(tx, site.id)) + stored.bytes > deps.config.guestPhotosQuotaBytes) throw quotaFull();
        const now = deps.now();
        const shown = settings.moderation === "showAtOnce";
        const photo = await insertPhoto(tx, {
          siteId: site.id,
          ...stored,
          state: shown ? "approved" : "pending",
          approvedAt: shown ? now : null,
          originalName: upload.fileName,
          guestName: upload.guestName,
          caption: upload.caption,
          householdId: upload.householdId,
          uploaderHash: upload.uploaderHash,
          createdAt: now,
        });
        await markFinished(tx, upload.id, photo.id);
        return { photo, created: true };
      } catch (error) {
        // Nothing names the files written: they go with the refusal.
        await Promise.all(photoFileKeys(site.id, stored.fileId, stored.sizes).map((key) => deps.storage.delete(key)));
        throw error;
      }
    }),
  );
}

function missingParts(parts: number, received: number[]): number[] {
  const have = new Set(received);
  return [...Array(parts).keys()].filter((index) => !have.has(index));
}
