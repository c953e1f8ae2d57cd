/** A debounced function: runs `fn` with the latest arguments once `ms` have passed without a new call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a waiting call now (a closing editor keeps the last change). */
  flush(): void;
  /** Drops a waiting call. */
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;
  const run = () => {
    const args = waiting;
    debounced.cancel();
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    waiting = args;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = run;
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  return debounced;
}
