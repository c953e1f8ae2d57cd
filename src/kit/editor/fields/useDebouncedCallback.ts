import { useEffect, useState } from "react";
import { useLatest } from "./useLatest";
import { debounce, type Debounced } from "./debounce";

/**
 * A debounced callback for the life of the component (spec 2: colour and map edits wait
 * 800 ms). It always calls the newest callback; a call still waiting at unmount runs then,
 * so closing an editor keeps the last change.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number): Debounced<A> {
  const latest = useLatest(callback);
  const [debounced] = useState(() => debounce<A>((...args) => latest(...args), ms));
  useEffect(() => () => debounced.flush(), [debounced]);
  return debounced;
}
