import path from "node:path";
import type { Config } from "../config";
import { googleMapRenderer } from "./maps/google";
import { sandboxMapRenderer } from "./maps/sandbox";
import { localStorage } from "./storage/local";
import { sandboxThumbnails } from "./videoThumbnails/sandbox";
import { youtubeThumbnails } from "./videoThumbnails/youtube";

/** The file, map and thumbnail providers the configuration asks for (mail is chosen in main.ts). */
export function contentProviders(config: Config) {
  return {
    storage: localStorage(path.join(config.dataDir, "uploads")),
    maps: config.googleMapsApiKey ? googleMapRenderer(config.googleMapsApiKey) : sandboxMapRenderer(),
    videoThumbnails: config.videoThumbnails === "youtube" ? youtubeThumbnails() : sandboxThumbnails(),
  };
}
