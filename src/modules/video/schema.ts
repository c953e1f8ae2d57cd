import { z } from "zod";
import { moduleBase } from "../../domain/site/common";

export const videoModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Video"),
  video: z
    .object({
      type: z.literal("YouTube").default("YouTube"),
      videoUrl: z.string().max(500).default(""),
      autoStart: z.boolean().default(false),
      contentDataType: z.literal("Video").default("Video"),
    })
    .nullable()
    .default(null),
});
export type VideoModule = z.infer<typeof videoModule>;
