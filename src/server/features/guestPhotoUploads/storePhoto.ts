import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PhotoKind } from "../../../domain/guestPhotos/types";
import type { Deps } from "../../deps";
import { photoFolder } from "../guestPhotos/photoFiles";
import { tooManyPixels, typeRefused, withinSize } from "./fileKinds";
import { inPhotoProcess } from "./photoProcess";

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

/**
 * Stores a finished upload as a photo's files: the photo process (photoWork.ts) reads its parts,
 * makes the files by what the bytes are and leaves them in a folder of its own, from where they
 * are put in Storage. Called inside an image slot (guestPhotoJob).
 */
export async function storePhoto(deps: Pick<Deps, "db" | "storage">, siteId: string, upload: { id: string; size: number; fileName: string }, videoMaxMb: number): Promise<StoredPhoto> {
  const fileId = randomUUID();
  const outDir = await mkdtemp(path.join(os.tmpdir(), "guest-photo-"));
  try {
    const databaseUrl = deps.db.$client.options.connectionString!;
    const made = await inPhotoProcess({ databaseUrl, uploadId: upload.id, size: upload.size, folder: photoFolder(siteId), fileId, originalName: upload.fileName, videoMaxMb, outDir });
    if ("refused" in made) {
      if (made.refused === "size") withinSize(made.kind, made.bytes, videoMaxMb);
      throw made.refused === "pixels" ? tooManyPixels() : typeRefused();
    }
    let bytes = 0;
    for (const file of made.files) {
      const body = await readFile(file.path);
      bytes += body.length;
      await deps.storage.put(file.key, body, file.contentType);
    }
    return { kind: made.kind, fileId, sizes: made.sizes, width: made.width, height: made.height, bytes };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
