import { ApiError } from "../../http/errors";
import type { Storage } from "../../providers/storage/storage";

/**
 * Most bytes one request may write to Storage: a legacy import's images, a registration's copies
 * of quick start's. About a hundred large photos with their sizes; an owner's single upload
 * (IMAGE_UPLOAD_MAX_BYTES in, a few sizes out) stays far below it.
 */
export const MAX_BYTES_WRITTEN_PER_REQUEST = 500 * 1024 * 1024;

export interface BudgetedStorage {
  /** Storage whose writes count against the budget: past it a write is refused with a 413 before it starts. */
  storage: Storage;
  /** The keys written through it, writes in flight included. */
  written(): string[];
  /**
   * Refuses every write from now on and waits until none is in flight, so a removal after a
   * failure leaves nothing behind: a size still being drawn when another write failed does not
   * land after the removal.
   */
  close(): Promise<void>;
}

const tooMuch = (maxBytes: number) => new ApiError(413, "tooMuchToStore", `The request would store more than ${maxBytes} bytes of images; send fewer or smaller images`);

/** Counts what one request writes through `storage`, and records where. */
export function writeBudget(storage: Storage, maxBytes = MAX_BYTES_WRITTEN_PER_REQUEST): BudgetedStorage {
  let bytes = 0;
  let closed = false;
  const keys = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  return {
    storage: {
      ...storage,
      put(key, body, contentType) {
        if (closed) return Promise.reject(new Error("The request's writes are closed: it failed, and what it wrote is being removed"));
        // Counted before the write starts, so writes running side by side cannot pass the budget together.
        if (bytes + body.length > maxBytes) return Promise.reject(tooMuch(maxBytes));
        bytes += body.length;
        keys.add(key);
        const writing = storage.put(key, body, contentType);
        inFlight.add(writing);
        return writing.finally(() => inFlight.delete(writing));
      },
    },
    written: () => [...keys],
    close: async () => {
      closed = true;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
