import { z } from "zod";

/** Shared building blocks of the site document (spec 2, section 3). */

/** Text per language code; any language a site uses, not only the interface languages. */
export const translatedText = z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().max(20_000));
export type TranslatedTextValue = z.infer<typeof translatedText>;

export const IMAGE_SIZES = [1600, 1200, 800, 600] as const;

export const image = z.object({
  path: z.string().max(500),
  fileName: z.string().max(300),
  originalName: z.string().max(300).optional(),
  sizes: z.array(z.object({ fileName: z.string().max(300), size: z.number().int().positive() })).max(10),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Where the image's subject is, in % from the left and top (centre when absent): a cropped box keeps it in view. */
  focalPoint: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
  isDemoImage: z.boolean().optional(),
  /** Whose photo it is and its licence, for a starter photo (seed/starterPhotos.ts): the page's footer names it while the photo is shown. */
  credit: z.string().max(200).optional(),
  temporary: z.boolean().optional(),
  imageBeforeEdit: z
    .object({ path: z.string().max(500), fileName: z.string().max(300), sizes: z.array(z.object({ fileName: z.string().max(300), size: z.number() })).max(10) })
    .nullable()
    .optional(),
});
export type SiteImage = z.infer<typeof image>;

/** Fields every module has (spec 2, Newer module). */
export const moduleBase = {
  id: z.string().min(1).max(100),
  title: translatedText.default({}),
  menuTitle: translatedText.default({}),
  hide: z.boolean().default(false),
  hideInMenu: z.boolean().default(false),
  /** Invented by a starter page (people, gifts) and not yet edited by the owner (modules/sampleContent.ts). */
  sample: z.boolean().optional(),
};
