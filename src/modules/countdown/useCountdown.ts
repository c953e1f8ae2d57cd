import { useEffect, useState } from "react";
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

/**
 * The parts left to the target as of `renderedAt` on the server and while hydrating, then ticking
 * until done. State and an effect rather than useSyncExternalStore, whose server snapshot
 * Preact's compat layer (the guest page's runtime) does not take.
 */
export function useCountdown(target: string | null, renderedAt: number): CountdownParts {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    if (target === null) return;
    const tick = () => {
      const time = current ?? Date.now();
      setNow(time);
      if (countdownParts(target, time).done) stop();
    };
    const stop = listen(tick);
    tick();
    return stop;
  }, [target]);
  return countdownParts(target, now);
}
