import type { SiteMap } from "../../../modules/location/schema";
import { youtubeId } from "../../../modules/video/youtubeId";
import type { SiteRow } from "../../core";
import { guestDocument } from "./renderCache";

type MapSettings = Pick<SiteMap, "location" | "zoom" | "mapTheme" | "markerColor">;

const shownModules = async (site: SiteRow) => (await guestDocument(site, async () => site.document)).siteModules;

/** Whether the saved page shows this map (a Location module's, as its image URL names it). */
export async function showsMap(site: SiteRow, map: MapSettings): Promise<boolean> {
  return (await shownModules(site)).some(
    (module) =>
      module.siteModuleType === "Location" &&
      module.map !== null &&
      module.map.location.trim() === map.location &&
      module.map.zoom === map.zoom &&
      module.map.mapTheme === map.mapTheme &&
      module.map.markerColor.toLowerCase() === map.markerColor,
  );
}

/** Whether the saved page shows this YouTube video (a Video module's). */
export async function showsVideo(site: SiteRow, videoId: string): Promise<boolean> {
  return (await shownModules(site)).some((module) => module.siteModuleType === "Video" && youtubeId(module.video?.videoUrl) === videoId);
}
