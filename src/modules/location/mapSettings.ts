import { DEFAULT_MARKER_COLOR, MAP_ZOOM, type SiteMap } from "./schema";

/** What the owner chooses in the map dialog; the server turns it into the stored map. */
export type MapSettings = Pick<SiteMap, "location" | "zoom" | "mapTheme" | "markerColor">;

/**
 * Typing a place, dragging the zoom slider or the colour picker waits this long before the
 * map is saved, so a burst of changes is one call (spec 3, section 9).
 */
export const MAP_DEBOUNCE_MS = 800;

/** The dialog's starting point: the stored map, or an empty place with the defaults. */
export function initialMapSettings(map: SiteMap | null): MapSettings {
  return {
    location: map?.location ?? "",
    zoom: map?.zoom ?? MAP_ZOOM.default,
    mapTheme: map?.mapTheme ?? "NORMAL",
    markerColor: map?.markerColor ?? DEFAULT_MARKER_COLOR,
  };
}

/** A typed marker colour as the map stores it (#rrggbb, lower case), or null when it is not six hex digits. */
export function markerColorOf(input: string): string | null {
  const hex = input.trim().replace(/^#/, "");
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toLowerCase()}` : null;
}
