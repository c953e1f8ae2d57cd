import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestPhotoSettings } from "../../db/schema";
import type { PhotoModeration, PhotoSettings, PhotoVisibility } from "../../../domain/guestPhotos/types";

/** The couple's settings and the slideshow's key. */
export interface StoredPhotoSettings extends PhotoSettings {
  slideshowKey: string;
}

export const newSlideshowKey = () => randomBytes(24).toString("base64url");

/**
 * A site's settings for the guests' photos; the first read stores the defaults with a new
 * slideshow key (the insert does nothing when another request got there first).
 */
export async function readPhotoSettings(db: Db, siteId: string): Promise<StoredPhotoSettings> {
  let [row] = await db.select().from(guestPhotoSettings).where(eq(guestPhotoSettings.siteId, siteId));
  if (!row) {
    await db.insert(guestPhotoSettings).values({ siteId, slideshowKey: newSlideshowKey() }).onConflictDoNothing();
    [row] = await db.select().from(guestPhotoSettings).where(eq(guestPhotoSettings.siteId, siteId));
  }
  if (!row) throw new Error(`The guest photo settings of site ${siteId} could not be stored`);
  return {
    moderation: row.moderation as PhotoModeration,
    visibility: row.visibility as PhotoVisibility,
    slideshowCaptions: row.slideshowCaptions,
    videoMaxMb: row.videoMaxMb,
    uploadsOpen: row.uploadsOpen,
    slideshowKey: row.slideshowKey,
  };
}
