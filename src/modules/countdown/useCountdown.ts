import { useCallback, useSyncExternalStore } from "react";
import { COUNTDOWN_TICK_MS, countdownParts, type CountdownParts } from "./countdown";

/**
 * One shared clock for every countdown on the page, ticking each second while anyone
 * listens. The server and the hydrating client both read null, so the first render holds
 * nothing time-based; the client reads the real time right after hydration.
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
    }
  };
}

const snapshot = () => current;
const serverSnapshot = () => null;

/** The parts left to the target, ticking until done; null on the server and while hydrating. */
export function useCountdown(target: string | null): CountdownParts | null {
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
  const now = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return now === null ? null : countdownParts(target, now);
}
