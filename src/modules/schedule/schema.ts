import { z } from "zod";
import { moduleBase, translatedText } from "../../domain/site/common";

/** The schedule: a title and an intro over the events of the guest list the page's reader may see (issue 34). */
export const scheduleModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Schedule"),
  /** Rich text (sanitized HTML) per language, above the events. */
  intro: translatedText.default({}),
});
export type ScheduleModule = z.infer<typeof scheduleModule>;
