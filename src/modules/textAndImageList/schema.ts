import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const textAndImageListItem = z.object({
  id: z.string().min(1).max(100),
  title: translatedText.default({}),
  text: translatedText.default({}),
  image: image.nullable().default(null),
});

export const textAndImageListModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("TextAndImageList"),
  list: z.array(textAndImageListItem).max(100).default([]),
});
export type TextAndImageListModule = z.infer<typeof textAndImageListModule>;
