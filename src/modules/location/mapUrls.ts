import type { SiteMap } from "./schema";

/** The map image size the server renders (spec 2: map images 640 and 420). */
export const MAP_IMAGE = { width: 640, height: 420 } as const;

/** Our server's map image of a site's location: theme, zoom and marker colour in the path. */
export function mapImageUrl(siteId: string, map: SiteMap): string {
  const marker = map.markerColor.replace(/^#/, "").toLowerCase();
  return `/api/sites/${encodeURIComponent(siteId)}/maps/${encodeURIComponent(map.location)}/${map.zoom}/${map.mapTheme}/${marker}/`;
}

/** Google Maps' search for the location text, opened by a guest's click. */
export function mapSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
