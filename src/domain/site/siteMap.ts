import { z } from "zod";

export const MAP_THEMES = ["NORMAL", "DARK", "NIGHT", "RETRO", "SILVER"] as const;
export const MAP_ZOOM = { min: 6, max: 18, default: 12 } as const;
export const DEFAULT_MARKER_COLOR = "#ea4335";

/** A drawn map: the place the provider looks up, its zoom, style and marker (spec 3, section 3); the Location module's and a guest-list event's. */
export const siteMap = z.object({
  location: z.string().max(300),
  zoom: z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default),
  mapTheme: z.enum(MAP_THEMES).default("NORMAL"),
  markerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).default(DEFAULT_MARKER_COLOR),
  isDemoImage: z.boolean().optional(),
  contentDataType: z.literal("Map").default("Map"),
});
export type SiteMap = z.infer<typeof siteMap>;
