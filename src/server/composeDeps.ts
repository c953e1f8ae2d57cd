import path from "node:path";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Deps } from "./deps";
import { siteCache } from "./features/publicSite/siteCache";
import { visitCounter } from "./features/sites/visitCounter";
import type { Mailer } from "./providers/mail/mailer";
import { googleMapRenderer } from "./providers/maps/google";
import { sandboxMapRenderer } from "./providers/maps/sandbox";
import { localStorage } from "./providers/storage/local";
import { sandboxThumbnails } from "./providers/videoThumbnails/sandbox";
import { youtubeThumbnails } from "./providers/videoThumbnails/youtube";

/**
 * The dependencies the configuration asks for, over a database and a mailer; tests
 * override what they need (a movable clock, other rate limits).
 */
export function composeDeps(config: Config, db: Db, mailer: Mailer, overrides: Partial<Deps> = {}): Deps {
  return {
    config,
    db,
    mailer,
    storage: localStorage(path.join(config.dataDir, "uploads")),
    maps: config.googleMapsApiKey ? googleMapRenderer(config.googleMapsApiKey) : sandboxMapRenderer(),
    videoThumbnails: config.videoThumbnails === "youtube" ? youtubeThumbnails() : sandboxThumbnails(),
    now: () => new Date(),
    rateLimits: config.rateLimits,
    visits: visitCounter(db),
    siteCache: siteCache(db.$client, (message, error) => console.warn(message, error)),
    ...overrides,
  };
}
