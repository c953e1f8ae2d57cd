import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { PHOTO_MAX_PIXELS } from "../../../domain/guestPhotos/limits";
import type { PhotoKind } from "../../../domain/guestPhotos/types";
import type { Storage } from "../../providers/storage/storage";
import { writeImage } from "../images/pipeline";
import { originalFileName, photoFolder } from "../guestPhotos/photoFiles";
import { contentKind, typeRefused, withinSize } from "./fileKinds";
import { decodeHeicPhoto, tooManyPixels } from "./heicImage";
import { stripVideoMetadata } from "./videoMetadata";

/** A photo's files as stored: what its row records. */
export interface StoredPhoto {
  kind: PhotoKind;
  fileId: string;
  sizes: number[];
  width: number;
  height: number;
  /** Every file written, together. */
  bytes: number;
}

/** Storage that counts what is put through it, for the quota. */
function counting(storage: Storage) {
  let bytes = 0;
  const counted: Storage = { ...storage, put: (key, body, type) => ((bytes += body.length), storage.put(key, body, type)) };
  return { storage: counted, bytes: () => bytes };
}

/**
 * Stores a guest's file by what its bytes are (never its name): an image re-encoded upright
 * with no metadata at all (JPEG original and WebP sizes), a video with its metadata boxes
 * blanked. Called inside an image slot (guestPhotoJob).
 */
export async function storePhoto(storage: Storage, siteId: string, file: Buffer, originalName: string, videoMaxMb: number): Promise<StoredPhoto> {
  const kind = contentKind(file);
  if (!kind) throw typeRefused();
  withinSize(kind === "video" ? "video" : "image", file.length, videoMaxMb);
  const fileId = randomUUID();
  const folder = photoFolder(siteId);
  const target = counting(storage);
  if (kind === "video") {
    const { width, height } = stripVideoMetadataOrRefuse(file);
    await target.storage.put(`${folder}/${originalFileName(fileId, "video")}`, file, "video/mp4");
    return { kind: "video", fileId, sizes: [], width, height, bytes: target.bytes() };
  }
  const image =
    kind === "heic"
      ? await decodeHeicPhoto(file).then((decoded) => writeImage(target.storage, folder, decoded.data, originalName, { id: fileId, raw: { width: decoded.width, height: decoded.height, channels: 3 } }))
      : await readableImage(file).then(() => writeImage(target.storage, folder, file, originalName, { id: fileId }));
  return { kind: "image", fileId, sizes: image.sizes.map((size) => size.size), width: image.width!, height: image.height!, bytes: target.bytes() };
}

/** JPEG, PNG, WebP or AVIF that sharp reads, within the pixel bound. */
async function readableImage(file: Buffer): Promise<void> {
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw typeRefused();
    });
  if (!metadata.width || !metadata.height) throw typeRefused();
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
}

function stripVideoMetadataOrRefuse(file: Buffer) {
  try {
    return stripVideoMetadata(file);
  } catch {
    throw typeRefused();
  }
}
