import { z } from "zod";
import { moduleBase, translatedText } from "../../domain/site/common";

export const textModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Text"),
  /** Rich text (sanitized HTML) per language. */
  text: translatedText.default({}),
});
export type TextModule = z.infer<typeof textModule>;
