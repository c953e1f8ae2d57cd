import { QUICK_START_IMAGE_TTL_MS, QUICK_START_SITE_ID } from "../../../domain/quickStart";
import type { Deps } from "../../deps";
import { removeFiles } from "./claim";
import { deleteQuickStartImages, expiredQuickStartImages } from "./repository";

export const QUICK_START_CLEANUP_QUEUE = "quick-start-image-cleanup";
/** Hourly, at twenty to: an image is gone within an hour after its day is over. */
export const QUICK_START_CLEANUP_CRON = "40 * * * *";
/** Rows read at a time; a run goes on until none is left. */
const BATCH = 500;

/**
 * Removes the files and rows of quick-start images stored more than a day ago, claimed or not
 * (a site that claimed one has its own copy). Files go first: should that fail, the row stays
 * and the next run tries again. Answers how many images were removed.
 */
export async function removeExpiredQuickStartImages(deps: Pick<Deps, "db" | "storage" | "now">): Promise<number> {
  const before = new Date(deps.now().getTime() - QUICK_START_IMAGE_TTL_MS);
  let removed = 0;
  for (;;) {
    const expired = await expiredQuickStartImages(deps.db, before, BATCH);
    for (const image of expired) await removeFiles(deps.storage, image.fileNames.map((name) => `${QUICK_START_SITE_ID}/${name}`));
    await deleteQuickStartImages(deps.db, expired.map((image) => image.fileId));
    removed += expired.length;
    if (expired.length < BATCH) return removed;
  }
}
