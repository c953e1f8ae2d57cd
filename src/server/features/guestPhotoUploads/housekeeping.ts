import { PHOTO_UPLOAD_EXPIRES_HOURS } from "../../../domain/guestPhotos/limits";
import type { Deps } from "../../deps";
import { sweepPhotoRemovals } from "../guestPhotos/removals";
import { deleteExpiredUploads } from "./repository";

const QUEUE = "guest-photo-housekeeping";
/** Every ten minutes: a deleted site's photos leave Storage soon after, and stale parts leave the database. */
const CRON = "*/10 * * * *";

/** Removes the files of deleted photos (a site's too: its rows cascade and the trigger names them) and expired uploads. */
export async function guestPhotoHousekeeping(deps: Pick<Deps, "db" | "storage" | "now">): Promise<void> {
  while ((await sweepPhotoRemovals(deps)) > 0);
  await deleteExpiredUploads(deps.db, new Date(deps.now().getTime() - PHOTO_UPLOAD_EXPIRES_HOURS * 3_600_000));
}

export function guestPhotoHousekeepingWork(deps: Pick<Deps, "db" | "storage" | "now" | "jobs">): void {
  void deps.jobs.work(QUEUE, () => guestPhotoHousekeeping(deps));
  void deps.jobs.schedule(QUEUE, CRON);
}
