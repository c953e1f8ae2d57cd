import sharp from "sharp";
import decodeHeic from "heic-decode";
import { PHOTO_MAX_PIXELS } from "../../../domain/guestPhotos/limits";
import type { Storage } from "../../providers/storage/storage";
import { writeImage } from "../images/pipeline";

/** A file a photo's work made, to be put in Storage by the app process. */
export interface MadeFile {
  key: string;
  body: Uint8Array;
  contentType: string;
}

export type PhotoWorkAnswer = { width: number; height: number; sizes: number[]; files: MadeFile[] } | { refused: "type" | "pixels" };

class Refused extends Error {
  constructor(readonly reason: "type" | "pixels") {
    super(reason);
  }
}

/**
 * An image of a guest's made into the files the page shows (pipeline.ts: a JPEG original and
 * WebP sizes, upright, without any metadata), in memory. Runs in the photo process
 * (photoProcess.ts). A HEIC's picture is decoded by libheif, which applies the container's
 * rotation and mirroring (irot, imir): its EXIF orientation is not applied again. Either kind's
 * size is read from its header first, and too many pixels are refused undecoded.
 */
export async function photoWork(file: Buffer, heic: boolean, folder: string, fileId: string, originalName: string): Promise<PhotoWorkAnswer> {
  const files: MadeFile[] = [];
  const collecting = { put: async (key: string, body: Buffer, contentType: string) => void files.push({ key, body, contentType }) } as Storage;
  try {
    const image = heic
      ? await decodedHeic(file).then(({ data, width, height }) => writeImage(collecting, folder, data, originalName, { id: fileId, raw: { width, height, channels: 3 } }))
      : await readableImage(file).then(() => writeImage(collecting, folder, file, originalName, { id: fileId }));
    return { width: image.width!, height: image.height!, sizes: image.sizes.map((size) => size.size), files };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    // A header that reads over pixels that do not (a truncated file) is the sender's problem.
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
