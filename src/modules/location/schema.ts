import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const MAP_THEMES = ["NORMAL", "DARK", "NIGHT", "RETRO", "SILVER"] as const;
export const MAP_ZOOM = { min: 6, max: 18, default: 12 } as const;
export const DEFAULT_MARKER_COLOR = "#ea4335";

export const siteMap = z.object({
  location: z.string().max(300),
  zoom: z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default),
  mapTheme: z.enum(MAP_THEMES).default("NORMAL"),
  markerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).default(DEFAULT_MARKER_COLOR),
  isDemoImage: z.boolean().optional(),
  contentDataType: z.literal("Map").default("Map"),
});
export type SiteMap = z.infer<typeof siteMap>;

export const locationModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Location"),
  /** A plain string is read as the location (older documents). */
  map: z.preprocess((value) => (typeof value === "string" ? { location: value } : value), siteMap.nullable()).default(null),
  secondTitle: translatedText.default({}),
  text: translatedText.default({}),
  image: image.nullable().default(null),
});
export type LocationModule = z.infer<typeof locationModule>;
