import { z } from "zod";

/**
 * Images of the legacy shape (spec 2, section 3): the site keeps one list of image entries,
 * and a module property points at one by id, with the size it is shown at.
 */

/** LARGE, MEDIUM or SMALL (the header's choice), or a pixel width as text ("968") as a size hint. */
export const LEGACY_IMAGE_SIZE_NAMES = ["LARGE", "MEDIUM", "SMALL"] as const;
export const legacyImageSize = z.union([z.enum(LEGACY_IMAGE_SIZE_NAMES), z.string().regex(/^\d{1,4}(px)?$/, "a size is LARGE, MEDIUM, SMALL or a pixel width such as \"968\"")]);
export type LegacyImageSize = z.infer<typeof legacyImageSize>;

/** A property's reference to an entry of the site's image list. */
export const legacyImageRef = z.object({
  type: z.literal("image"),
  id: z.string().min(1).max(100),
  size: legacyImageSize.default("LARGE"),
});
export type LegacyImageRef = z.infer<typeof legacyImageRef>;

const sizedFile = z.object({ fileName: z.string().min(1).max(300), size: z.coerce.number().int().positive() });

/** An entry of the site's image list; `cdn` images are served from the CDN base, the others from the API host. */
export const legacyImageEntry = z.object({
  id: z.string().min(1).max(100),
  fileName: z.string().min(1).max(300),
  path: z.string().max(500).default(""),
  cdn: z.boolean().default(false),
  sizes: z.array(sizedFile).max(10).default([]),
  originalName: z.string().max(300).optional(),
  temporary: z.boolean().optional(),
  /** Not in the older product's entries: recorded when an image is stored here, so pages can reserve its box. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  imageBeforeEdit: z.object({ path: z.string().max(500), fileName: z.string().min(1).max(300), sizes: z.array(sizedFile).max(10).default([]) }).nullable().optional(),
});
export type LegacyImageEntry = z.infer<typeof legacyImageEntry>;
