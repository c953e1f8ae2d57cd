import { GuestApiError } from "../../../kit/guestPage/guestApi";

/** Tries of one call lost to the network or the server's trouble before the guest is told (about half a minute). */
export const TRIES = 6;
export const FIRST_WAIT_MS = 1000;
export const LONGEST_WAIT_MS = 16_000;
/** A `retry-after` longer than this (an hour's upload rate used up) is the guest's to hear, not to wait out. */
export const LONGEST_RETRY_AFTER_S = 60;

/** Whether a failed call may succeed if repeated: lost on the network, the server's trouble, or "wait a moment" (429). */
export function isPassing(error: unknown): boolean {
  if (!(error instanceof GuestApiError)) return false;
  const status = error.clientError.status;
  return status === undefined || status >= 500 || status === 429;
}

/**
 * How long to wait before try number `tried + 1`, or null when it is no use: the server's
 * `retry-after` when it names one, else a doubling wait from one second, spread by `random`
 * (0–1) so that many phones dropped at once do not come back at the same moment.
 */
export function waitBeforeRetry(error: unknown, tried: number, random: number): number | null {
  if (!isPassing(error)) return null;
  const retryAfter = (error as GuestApiError).retryAfterSeconds;
  if (retryAfter !== undefined) return retryAfter <= LONGEST_RETRY_AFTER_S ? Math.max(retryAfter * 1000, FIRST_WAIT_MS / 2) : null;
  if (tried >= TRIES) return null;
  const doubled = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (tried - 1));
  return Math.round(doubled * (0.5 + random / 2));
}

/** What a retried call needs of the browser; the tests give their own. */
export interface RetryEnvironment {
  sleep: (ms: number) => Promise<void>;
  /** Resolves at once when online, else when the browser's `online` event comes. */
  online: () => Promise<void>;
  random: () => number;
  /** Told while the browser is offline and the call waits for it (true) and when it carries on (false). */
  onOffline?: (offline: boolean) => void;
}

/**
 * Calls `call` until it succeeds or fails for good. A try lost while the browser is offline is
 * not counted: the call waits for the connection to come back and carries on. A 429 with
 * `retry-after` is waited out whatever the count, as the server asks.
 */
export async function withRetry<T>(call: () => Promise<T>, environment: RetryEnvironment, isOffline: () => boolean): Promise<T> {
  let tried = 0;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (isPassing(error) && isOffline()) {
        environment.onOffline?.(true);
        await environment.online();
        environment.onOffline?.(false);
        continue;
      }
      const waiting = (error as GuestApiError).retryAfterSeconds !== undefined;
      if (!waiting) tried += 1;
      const wait = waitBeforeRetry(error, tried, environment.random());
      if (wait === null) throw error;
      await environment.sleep(wait);
    }
  }
}
