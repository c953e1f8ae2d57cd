import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";
import { siteMap } from "../../domain/site/siteMap";

export { DEFAULT_MARKER_COLOR, MAP_THEMES, MAP_ZOOM, siteMap, type SiteMap } from "../../domain/site/siteMap";

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
