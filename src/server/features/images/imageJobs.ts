import sharp from "sharp";
import { workSlots } from "../../http/workSlots";

/**
 * Image work runs at most two jobs at a time per process (one per core of a small server);
 * the others wait in line, at most 16, each holding its uploaded bytes (25 MB at most), and
 * further ones get 429. A job streams its image a few rows at a time (pipeline.ts), so it
 * holds about 100 MB even for the largest accepted image, and the process's peak stays
 * predictable whatever arrives at once. Decoded images are not cached between jobs.
 */
sharp.cache(false);
const slot = workSlots(2, { images: { maxWaiting: 16 } });

export function imageJob<T>(work: () => Promise<T>): Promise<T> {
  return slot("images", work);
}
