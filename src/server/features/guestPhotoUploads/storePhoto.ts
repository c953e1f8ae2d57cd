import { randomUUID } from "node:crypto";
import type { PhotoKind } from "../../../domain/guestPhotos/types";
import type { Storage } from "../../providers/storage/storage";
import { originalFileName, photoFolder } from "../guestPhotos/photoFiles";
import { contentKind, tooManyPixels, typeRefused, withinSize } from "./fileKinds";
import { inPhotoProcess } from "./photoProcess";
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
 * blanked. Called inside an image slot (guestPhotoJob); an image is made in the photo process
 * (photoProcess.ts) and its files stored from here.
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
  const made = await inPhotoProcess({ file, heic: kind === "heic", folder, fileId, originalName });
  if ("refused" in made) throw made.refused === "pixels" ? tooManyPixels() : typeRefused();
  await Promise.all(made.files.map((made) => target.storage.put(made.key, Buffer.from(made.body.buffer, made.body.byteOffset, made.body.byteLength), made.contentType)));
  return { kind: "image", fileId, sizes: made.sizes, width: made.width, height: made.height, bytes: target.bytes() };
}

function stripVideoMetadataOrRefuse(file: Buffer) {
  try {
    return stripVideoMetadata(file);
  } catch {
    throw typeRefused();
  }
}
