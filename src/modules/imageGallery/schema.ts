import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const imageGalleryModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("ImageGallery"),
  text: translatedText.default({}),
  gallery: z.array(image).max(200).default([]),
});
export type ImageGalleryModule = z.infer<typeof imageGalleryModule>;
