import sharp from "sharp";
import { workSlots } from "../../http/workSlots";

/** Guests' finishes that may wait for a slot; the rest are told to come back. */
export const GUEST_PHOTOS_WAITING = 4;

/**
 * Image work runs at most two jobs at a time per process (one per core of a small server);
 * the others wait in line, at most 16, each holding its uploaded bytes (25 MB at most), and
 * further ones get 429. A job streams its image a few rows at a time (pipeline.ts), so it
 * holds about 100 MB even for the largest accepted image, and the process's peak stays
 * predictable whatever arrives at once. Decoded images are not cached between jobs.
 *
 * Guests' photos (decision 116) wait in a lane of their own after the owner's images, with room
 * for few: a guest told 429 sends the finish again, and a waiting finish holds no bytes.
 */
sharp.cache(false);
const slot = workSlots(2, { images: { maxWaiting: 16 }, guestPhotos: { maxWaiting: GUEST_PHOTOS_WAITING } });

export function imageJob<T>(work: () => Promise<T>): Promise<T> {
  return slot("images", work);
}

/** A guest photo's finish, after the owner's images. */
export function guestPhotoJob<T>(work: () => Promise<T>): Promise<T> {
  return slot("guestPhotos", work);
}
