import { ApiError } from "../../http/errors";

/**
 * Seating prints drawn or waiting in one process. A full plan's place cards (3,000 guests, 500
 * sheets) take Chromium most of a minute, and renders run one at a time; past this many a new
 * one is refused at once (503, try again shortly) instead of holding its request for minutes
 * behind the others.
 */
export const SEATING_RENDERS_WAITING_MAX = 3;

/** A gate kept by the routes of one app: the count lives with the app, not in this module. */
export function renderSlots(max = SEATING_RENDERS_WAITING_MAX) {
  let taken = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (taken >= max) throw new ApiError(503, "serviceUnavailable", "Other seating prints are being drawn; try again shortly");
    taken++;
    try {
      return await work();
    } finally {
      taken--;
    }
  };
}
