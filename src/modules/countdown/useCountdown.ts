import { useCallback, useSyncExternalStore } from "react";
import { COUNTDOWN_TICK_MS, countdownParts, type CountdownParts } from "./countdown";

/**
 * One shared clock for every countdown on the page, ticking each second while anyone
 * listens. The server renders with its own time and hands that time to the page, so the
 * hydrating client renders the very same numbers and takes up the real time right after.
 */
let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function listen(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const notify of [...listeners]) notify();
    }, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      current = null;
    }
  };
}

// Read on a client render outside hydration (the editor): the time of the first read until the clock ticks.
const snapshot = () => (current ??= Date.now());

/** The parts left to the target as of `renderedAt` on the server and while hydrating, then ticking until done. */
export function useCountdown(target: string | null, renderedAt: number): CountdownParts {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (target === null) return () => {};
      const stop = listen(() => {
        onChange();
        if (countdownParts(target, current ?? Date.now()).done) stop();
      });
      if (countdownParts(target, current ?? Date.now()).done) stop();
      return stop;
    },
    [target],
  );
  const now = useSyncExternalStore(subscribe, snapshot, () => renderedAt);
  return countdownParts(target, now);
}
