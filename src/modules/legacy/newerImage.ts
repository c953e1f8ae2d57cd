import type { SiteImage } from "../../domain/site/common";
import type { HEADER_IMAGE_SIZES } from "../header/schema";
import type { LegacyImageEntry, LegacyImageRef } from "./images";

/** The site's image list by id, as the mappings look refs up in it. */
export type LegacyImages = ReadonlyMap<string, LegacyImageEntry>;

export const legacyImages = (entries: LegacyImageEntry[]): LegacyImages => new Map(entries.map((entry) => [entry.id, entry]));

/**
 * The newer image object of a property's ref, from the entry it names. The ref's size is not
 * part of it: LARGE/MEDIUM/SMALL is the header's choice (`headerImageSize`), and a pixel width
 * is a size hint that the newer views already give per module (968 px text, 220 px list items).
 * A CDN entry's path is its address as the older product stored it, so it is used as it is.
 */
export function newerImage(ref: LegacyImageRef | null, images: LegacyImages): SiteImage | null {
  const entry = ref && images.get(ref.id);
  if (!entry) return null;
  return {
    path: entry.path,
    fileName: entry.fileName,
    ...(entry.originalName !== undefined && { originalName: entry.originalName }),
    sizes: entry.sizes,
    ...(entry.width !== undefined && { width: entry.width }),
    ...(entry.height !== undefined && { height: entry.height }),
    ...(entry.temporary !== undefined && { temporary: entry.temporary }),
    ...(entry.imageBeforeEdit !== undefined && { imageBeforeEdit: entry.imageBeforeEdit }),
  };
}

/** The header's size choice; a pixel width there (not a choice the header offered) is LARGE, the legacy header's default. */
export function headerImageSize(ref: LegacyImageRef | null): (typeof HEADER_IMAGE_SIZES)[number] {
  return ref?.size === "MEDIUM" || ref?.size === "SMALL" ? ref.size : "LARGE";
}
