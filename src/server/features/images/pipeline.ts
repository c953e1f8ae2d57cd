import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { IMAGE_SIZES, type SiteImage } from "../../../domain/site/common";
import type { Storage } from "../../providers/storage/storage";
import { imageJob } from "./imageJobs";

/** The WebP widths kept of an image this wide: those narrower than it, and always the smallest. */
export function sizesFor(width: number): number[] {
  return IMAGE_SIZES.filter((size) => size < width || size === IMAGE_SIZES.at(-1));
}

/** A rectangle in pixels of the image, cut out before it is stored. */
export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface StoreOptions {
  /** Only this part of the image is kept. */
  area?: Area;
  /** The file id; a new random one when absent (the starter pictures' ids come from their artwork). */
  id?: string;
}

/**
 * Stores an image as the guest page uses it, in `folder` (a site's id, or quick start's):
 * the original (auto-rotated, metadata stripped, as JPEG; only `area` of it when given) and
 * WebP copies 1600, 1200, 800 and 600 px wide (never enlarged). Runs as an image job, one
 * at a time (imageJobs.ts).
 */
export function storeImage(storage: Storage, folder: string, input: Buffer, originalName: string, { area, id = randomUUID() }: StoreOptions = {}): Promise<SiteImage> {
  return imageJob(async () => {
    // Read in order and encoded in one pass (no optimised Huffman tables, no trellis, which hold
    // the whole image's coefficients), so the original streams through a few rows at a time.
    const source = sharp(input, { limitInputPixels: 100_000_000, sequentialRead: true }).rotate();
    const original = await (area ? source.extract(area) : source).jpeg({ quality: 88, optimiseCoding: false }).toBuffer({ resolveWithObject: true });
    const fileName = `${id}.jpg`;
    await storage.put(`${folder}/${fileName}`, original.data, "image/jpeg");
    // One size after the other, each from the stored JPEG, which libjpeg decodes already shrunk.
    const sizes = [];
    for (const size of sizesFor(original.info.width)) {
      const resized = await sharp(original.data, { sequentialRead: true }).resize({ width: size, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      const name = `${id}-${size}.webp`;
      await storage.put(`${folder}/${name}`, resized, "image/webp");
      sizes.push({ fileName: name, size });
    }
    return { path: `/images/${folder}/`, fileName, originalName, sizes, width: original.info.width, height: original.info.height };
  });
}
