/** Asks until the answer is yes or the time is up (spec 1, section 9); the clock is injected so tests need not wait. */

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects once `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};

export interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
  signal: AbortSignal;
  clock?: Clock;
}

/**
 * Calls `check` at once and then every `intervalMs` until it returns true ("done") or
 * `timeoutMs` have passed since the start ("timeout"). A failing check or an abort rejects.
 */
export async function pollUntil(check: () => Promise<boolean>, { intervalMs, timeoutMs, signal, clock = realClock }: PollOptions): Promise<"done" | "timeout"> {
  const start = clock.now();
  for (;;) {
    signal.throwIfAborted();
    if (await check()) return "done";
    signal.throwIfAborted();
    if (clock.now() - start + intervalMs > timeoutMs) return "timeout";
    await clock.sleep(intervalMs, signal);
  }
}
