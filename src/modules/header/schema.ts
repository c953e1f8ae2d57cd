import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const HEADER_IMAGE_SIZES = ["LARGE", "MEDIUM", "SMALL"] as const;

export const headerModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Header"),
  image: image.nullable().default(null),
  userSelectedImageSize: z.enum(HEADER_IMAGE_SIZES).default("MEDIUM"),
  secondLine: translatedText.default({}),
  /** theme9 only: the title sits at the top (-1), middle (0) or bottom (1) of the photo. */
  titleVerticalAlignment: z.union([z.literal(-1), z.literal(0), z.literal(1)]).default(0),
  /** Show the event logo instead of the title (wedding brand). */
  showEventLogo: z.boolean().default(false),
});
export type HeaderModule = z.infer<typeof headerModule>;
