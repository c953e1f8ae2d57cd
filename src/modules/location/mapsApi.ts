import type { MapSettings } from "./mapSettings";
import { mapImageUrl } from "./mapUrls";
import type { SiteMap } from "./schema";
import { api } from "../../kit/api/client";

/** Saves a Location module's map (docs/api.md): the server draws its image and returns the map to store. */
export const saveMap = (siteId: string, map: MapSettings) => api.post<SiteMap>(mapImageUrl(siteId, map));
