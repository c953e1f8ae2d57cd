import sharp from "sharp";

/**
 * Image work runs at most two jobs at a time per process (one per core of a small server);
 * the others wait in line. A job streams its image a few rows at a time (pipeline.ts), so it
 * holds about 100 MB even for the largest accepted image, and the process's peak stays
 * predictable whatever arrives at once. Decoded images are not cached between jobs.
 */
export const IMAGE_JOBS_AT_ONCE = 2;
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

export async function imageJob<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer never overtakes it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
