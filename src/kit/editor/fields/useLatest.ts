import { useLayoutEffect, useRef } from "react";

/**
 * A callback as of the latest render. Uploads and crops outlive renders; calling the newest
 * onChange means it builds on the newest draft, not on the one from when the call began.
 */
export function useLatest<T extends (...args: never[]) => unknown>(callback: T): (...args: Parameters<T>) => ReturnType<T> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return (...args) => latest.current(...args) as ReturnType<T>;
}
