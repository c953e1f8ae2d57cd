import { sitePath } from "../../kit/api/paths";
import type { MapSettings } from "./mapSettings";

/** The map image size the server renders (spec 2: map images 640 and 420). */
export const MAP_IMAGE = { width: 640, height: 420 } as const;

/** The part every map call shares: location, zoom, theme and the marker colour without #. */
function mapPath({ location, zoom, mapTheme, markerColor }: MapSettings): string {
  return `${encodeURIComponent(location)}/${zoom}/${mapTheme}/${markerColor.replace(/^#/, "").toLowerCase()}/`;
}

/** Our server's map image of a site's location: theme, zoom and marker colour in the path. */
export function mapImageUrl(siteId: string, map: MapSettings): string {
  return `${sitePath(siteId)}/maps/${mapPath(map)}`;
}

/** The editor's live preview of a map not saved yet (owner only). */
export function mapPreviewUrl(siteId: string, map: MapSettings): string {
  return `${sitePath(siteId)}/maps/preview/${mapPath(map)}`;
}

/** Google Maps' search for the location text, opened by a guest's click. */
export function mapSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
