import type { MapSettings } from "../../modules/location/mapSettings";
import { mapImageUrl } from "../../modules/location/mapUrls";
import type { SiteMap } from "../../modules/location/schema";
import { api } from "./client";

/** Saves a Location module's map (docs/api.md): the server draws its image and returns the map to store. */
export const saveMap = (siteId: string, map: MapSettings) => api.post<SiteMap>(mapImageUrl(siteId, map));
