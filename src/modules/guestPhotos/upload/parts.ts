import type { UploadStatus } from "../../../domain/guestPhotos/types";

/** Parts sent at once: enough to fill a phone's link, few enough not to starve the page's other requests. */
export const PARTS_AT_ONCE = 3;

/** The parts the server has not received yet, in order: a resumed upload sends only these. */
export function missingParts(status: Pick<UploadStatus, "parts" | "receivedParts">): number[] {
  const received = new Set(status.receivedParts);
  return Array.from({ length: status.parts }, (_, index) => index).filter((index) => !received.has(index));
}

/** Where part `index` starts and ends in a file of `size` bytes. */
export function partRange(index: number, partBytes: number, size: number): { start: number; end: number } {
  const start = index * partBytes;
  return { start, end: Math.min(size, start + partBytes) };
}

/** How much of the file the server holds, 0–100, whole percents, 100 only when every part is there. */
export function sentPercent(done: number, parts: number): number {
  if (parts <= 0) return 0;
  return done >= parts ? 100 : Math.min(99, Math.floor((done / parts) * 100));
}

/**
 * Runs `send` for each part, at most `atOnce` at a time; `onDone` after each. The first part that
 * fails for good stops the others from starting and is thrown.
 */
export async function sendInParallel(parts: number[], atOnce: number, send: (index: number) => Promise<void>, onDone: (index: number) => void): Promise<void> {
  const queue = [...parts];
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && queue.length) {
      const index = queue.shift() as number;
      try {
        await send(index);
        onDone(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, parts.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
