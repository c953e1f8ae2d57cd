import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_SIZES, type SiteImage } from "../../../domain/site/common";
import type { Storage } from "../../providers/storage/storage";
import { imageJob } from "./imageJobs";

/**
 * The WebP widths kept of an image this wide: those no wider than it (one as wide is the original
 * re-encoded, far lighter than its JPEG), and always the smallest.
 */
export function sizesFor(width: number): number[] {
  return IMAGE_SIZES.filter((size) => size <= width || size === IMAGE_SIZES.at(-1));
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
  /** The input is decoded pixels of this size (a HEIC photo), already upright. */
  raw?: { width: number; height: number; channels: 3 | 4 };
}

/**
 * Stores an image as the guest page uses it, in `folder` (a site's id, or quick start's):
 * the original (auto-rotated, metadata stripped, as JPEG; only `area` of it when given) and
 * WebP copies 1600, 1200, 800 and 600 px wide (never enlarged), each as high as the
 * original's proportions make it. Runs as an image job, at most two at a time (imageJobs.ts).
 */
export function storeImage(storage: Storage, folder: string, input: Buffer, originalName: string, options: StoreOptions = {}): Promise<SiteImage> {
  return imageJob(() => writeImage(storage, folder, input, originalName, options));
}

/** storeImage's work, for a caller already holding an image slot (a guest's photo, guestPhotoJob). */
export async function writeImage(storage: Storage, folder: string, input: Buffer, originalName: string, { area, id = randomUUID(), raw }: StoreOptions = {}): Promise<SiteImage> {
  // Read in order and encoded in one pass (no optimised Huffman tables, no trellis, which hold
  // the whole image's coefficients), so the input streams through a few rows at a time.
  const source = () => {
    const rotated = sharp(input, { limitInputPixels: 100_000_000, sequentialRead: true, raw }).rotate();
    return area ? rotated.extract(area) : rotated;
  };
  const { width, height } = area ?? raw ?? uprightSize(await sharp(input, { limitInputPixels: 100_000_000 }).metadata());
  const sizes = sizesFor(width);
  const fileName = `${id}.jpg`;
  const storeOriginal = async () => {
    const original = await source().jpeg({ quality: 88, optimiseCoding: false }).toBuffer();
    await storage.put(`${folder}/${fileName}`, original, "image/jpeg");
  };
  // The sizes from one decode, shrunk while it is read (a JPEG is decoded at 1/2, 1/4 or 1/8
  // scale), each encoded alongside the others and the original.
  const storeSizes = async () => {
    const largest = Math.min(sizes[0]!, width);
    const shrunk = await source().resize({ width: largest, height: heightAt(largest, width, height), fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
    return Promise.all(
      sizes.map(async (size) => {
        const sizeWidth = Math.min(size, width);
        const resized = await sharp(shrunk.data, { raw: shrunk.info }).resize({ width: sizeWidth, height: heightAt(sizeWidth, width, height), fit: "fill" }).webp({ quality: 78 }).toBuffer();
        const name = `${id}-${size}.webp`;
        await storage.put(`${folder}/${name}`, resized, "image/webp");
        return { fileName: name, size };
      }),
    );
  };
  const [, stored] = await Promise.all([storeOriginal(), storeSizes()]);
  return { path: `/images/${folder}/`, fileName, originalName, sizes: stored, width, height };
}

/**
 * The image `id` of `folder` as stored earlier from a source with this metadata, or null when
 * any of its files is missing (never stored, or a store cut short), so it is stored again.
 */
export async function findStored(storage: Storage, folder: string, id: string, metadata: Metadata, originalName: string): Promise<SiteImage | null> {
  const { width, height } = uprightSize(metadata);
  const fileName = `${id}.jpg`;
  const sizes = sizesFor(width).map((size) => ({ fileName: `${id}-${size}.webp`, size }));
  const stored = await Promise.all([fileName, ...sizes.map((size) => size.fileName)].map((name) => storage.has(`${folder}/${name}`)));
  return stored.every(Boolean) ? { path: `/images/${folder}/`, fileName, originalName, sizes, width, height } : null;
}

/** The image's size as shown, after its EXIF orientation is applied (orientations 5–8 turn it a quarter). */
function uprightSize(metadata: Metadata): { width: number; height: number } {
  if (!metadata.width || !metadata.height) throw new Error("The image has no size");
  return (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
}

/** The height of a copy `width` wide of an image `fullWidth` × `fullHeight`, at least a pixel. */
const heightAt = (width: number, fullWidth: number, fullHeight: number) => Math.max(1, Math.round((fullHeight * width) / fullWidth));
