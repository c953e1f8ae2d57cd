import type { SiteMap } from "../../../modules/location/schema";

/** Draws the static map image of a Location module. */
export type MapRequest = Pick<SiteMap, "location" | "zoom" | "mapTheme" | "markerColor"> & { width: number; height: number };

export interface MapImage {
  body: Buffer;
  contentType: string;
}

export interface MapRenderer {
  /** The file type it draws, so stored maps keep their type. */
  readonly extension: "svg" | "png";
  render(request: MapRequest): Promise<MapImage>;
}
