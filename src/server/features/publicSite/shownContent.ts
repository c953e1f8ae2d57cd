import type { SiteMap } from "../../../modules/location/schema";
import { youtubeId } from "../../../modules/video/youtubeId";
import type { SiteRow } from "../../core";
import type { Executor } from "../../db/client";
import { listEventMaps } from "../guestList/eventRepository";
import { guestDocument } from "./renderCache";

type MapSettings = Pick<SiteMap, "location" | "zoom" | "mapTheme" | "markerColor">;

const shownModules = async (site: SiteRow) => (await guestDocument(site, async () => site.document)).siteModules;

const sameMap = (shown: MapSettings, asked: MapSettings) =>
  shown.location.trim() === asked.location && shown.zoom === asked.zoom && shown.mapTheme === asked.mapTheme && shown.markerColor.toLowerCase() === asked.markerColor;

/**
 * Whether guests may see this map (as its image URL names it): a Location module's on the saved
 * page, or one of the site's events' (shown on its schedule, personal pages and calendar files).
 */
export async function showsMap(db: Executor, site: SiteRow, map: MapSettings): Promise<boolean> {
  if ((await shownModules(site)).some((module) => module.siteModuleType === "Location" && module.map !== null && sameMap(module.map, map))) return true;
  return (await listEventMaps(db, site.id)).some((eventMap) => sameMap(eventMap, map));
}

/** Whether the saved page shows this YouTube video (a Video module's). */
export async function showsVideo(site: SiteRow, videoId: string): Promise<boolean> {
  return (await shownModules(site)).some((module) => module.siteModuleType === "Video" && youtubeId(module.video?.videoUrl) === videoId);
}
