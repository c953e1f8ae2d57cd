import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import decodeHeic from "heic-decode";
import { PHOTO_MAX_PIXELS, PHOTO_PART_BYTES } from "../../../domain/guestPhotos/limits";
import type { PhotoKind } from "../../../domain/guestPhotos/types";
import { connect, type Database } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { writeImage } from "../images/pipeline";
import { originalFileName } from "../guestPhotos/photoFiles";
import { contentKind, maxBytesOf } from "./fileKinds";
import { joinedParts } from "./repository";
import { stripVideoMetadata } from "./videoMetadata";

/** A finished upload to make into a photo's files, written into `outDir`. */
export interface PhotoJob {
  databaseUrl: string;
  uploadId: string;
  size: number;
  folder: string;
  fileId: string;
  originalName: string;
  videoMaxMb: number;
  outDir: string;
}

/** A file made, to be put in Storage under `key` by the app process. */
export interface MadeFile {
  key: string;
  path: string;
  contentType: string;
}

export type PhotoWorkAnswer = { kind: PhotoKind; width: number; height: number; sizes: number[]; files: MadeFile[] } | { refused: "type" | "pixels" } | { refused: "size"; kind: PhotoKind; bytes: number };

class Refused extends Error {
  constructor(readonly reason: "type" | "pixels") {
    super(reason);
  }
}

const databases = new Map<string, Database>();
const databaseAt = (url: string) => databases.get(url) ?? databases.set(url, connect(url, 2)).get(url)!;

/**
 * A finished upload made into the files the page shows, in the photo process (photoProcess.ts),
 * from its parts as stored, by what its bytes are (never its name): an image re-encoded upright
 * without any metadata (pipeline.ts: a JPEG original and WebP sizes), a video with its metadata
 * boxes blanked. A HEIC's picture is decoded by libheif, which applies the container's rotation
 * and mirroring (irot, imir): its EXIF orientation is not applied again. An image's size is read
 * from its header first: too many pixels are refused undecoded.
 */
export async function photoWork(job: PhotoJob): Promise<PhotoWorkAnswer> {
  const file = await joinedParts(databaseAt(job.databaseUrl).db, { id: job.uploadId, size: job.size }, PHOTO_PART_BYTES);
  const kind = contentKind(file);
  if (!kind) return { refused: "type" };
  const photoKind: PhotoKind = kind === "video" ? "video" : "image";
  if (file.length > maxBytesOf(photoKind, job.videoMaxMb)) return { refused: "size", kind: photoKind, bytes: file.length };
  const files: MadeFile[] = [];
  const toDisk = {
    put: async (key: string, body: Buffer, contentType: string) => {
      const at = path.join(job.outDir, path.basename(key));
      await writeFile(at, body);
      files.push({ key, path: at, contentType });
    },
  } as Storage;
  try {
    if (kind === "video") {
      const { width, height } = stripVideoMetadata(file);
      await toDisk.put(`${job.folder}/${originalFileName(job.fileId, "video")}`, file, "video/mp4");
      return { kind: "video", width, height, sizes: [], files };
    }
    const image =
      kind === "heic"
        ? await decodedHeic(file).then(({ data, width, height }) => writeImage(toDisk, job.folder, data, job.originalName, { id: job.fileId, raw: { width, height, channels: 3 } }))
        : await readableImage(file).then(() => writeImage(toDisk, job.folder, file, job.originalName, { id: job.fileId }));
    return { kind: "image", width: image.width!, height: image.height!, sizes: image.sizes.map((size) => size.size), files };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    // A header that reads over content that does not (a truncated file, a broken video) is the sender's problem.
    return { refused: "type" };
  }
}

/** JPEG, PNG, WebP or AVIF that sharp reads, within the pixel bound. */
async function readableImage(file: Buffer): Promise<void> {
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new Refused("type");
    });
  if (!metadata.width || !metadata.height) throw new Refused("type");
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw new Refused("pixels");
}

/** The HEIC's main picture as RGB: a photo has no transparency, and a quarter less is held and encoded. */
async function decodedHeic(file: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const images = await decodeHeic.all({ buffer: file }).catch(() => {
    throw new Refused("type");
  });
  try {
    const main = images[0]!;
    if (main.width * main.height > PHOTO_MAX_PIXELS) throw new Refused("pixels");
    const { width, height, data } = await main.decode();
    const rgb = Buffer.alloc(width * height * 3);
    for (let from = 0, to = 0; from < data.length; from += 4, to += 3) {
      rgb[to] = data[from]!;
      rgb[to + 1] = data[from + 1]!;
      rgb[to + 2] = data[from + 2]!;
    }
    return { data: rgb, width, height };
  } finally {
    images.dispose();
  }
}
