import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { IMAGE_SIZES, type SiteImage } from "../../../domain/site/common";
import type { Storage } from "../../providers/storage/storage";

/** The WebP widths kept of an image this wide: those narrower than it, and always the smallest. */
export function sizesFor(width: number): number[] {
  return IMAGE_SIZES.filter((size) => size < width || size === IMAGE_SIZES.at(-1));
}

/**
 * Stores an image as the guest page uses it: the original (auto-rotated, metadata stripped,
 * as JPEG) and WebP copies 1600, 1200, 800 and 600 px wide (never enlarged).
 */
export async function storeImage(storage: Storage, siteId: string, input: Buffer, originalName: string): Promise<SiteImage> {
  const id = randomUUID();
  const base = sharp(input, { limitInputPixels: 100_000_000 }).rotate();
  const original = await base.clone().jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const fileName = `${id}.jpg`;
  await storage.put(`${siteId}/${fileName}`, original.data, "image/jpeg");
  const sizes = await Promise.all(
    sizesFor(original.info.width).map(async (size) => {
      const resized = await base.clone().resize({ width: size, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      const name = `${id}-${size}.webp`;
      await storage.put(`${siteId}/${name}`, resized, "image/webp");
      return { fileName: name, size };
    }),
  );
  return { path: `/images/${siteId}/`, fileName, originalName, sizes, width: original.info.width, height: original.info.height };
}
