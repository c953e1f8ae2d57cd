import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const imageAndTextModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("ImageAndText"),
  secondTitle: translatedText.default({}),
  text: translatedText.default({}),
  image: image.nullable().default(null),
});
export type ImageAndTextModule = z.infer<typeof imageAndTextModule>;
