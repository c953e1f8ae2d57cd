import { ApiError } from "./errors";

export interface Lane {
  /** How many may wait in this lane; past that a call is refused with 429. Unbounded when absent. */
  maxWaiting?: number;
}

/**
 * At most `slots` jobs of one kind run at a time in this process; the others wait in lanes,
 * and a freed slot goes to the first lane (in the order given) that has someone waiting.
 * A lane with `maxWaiting` refuses newcomers with 429 once full, so waiting work (and the
 * memory it holds) stays bounded whatever arrives.
 */
export function workSlots<L extends string>(slots: number, lanes: Record<L, Lane>) {
  let running = 0;
  const order = Object.keys(lanes) as L[];
  const waiting = Object.fromEntries(order.map((lane) => [lane, [] as (() => void)[]])) as Record<L, (() => void)[]>;

  return async function run<T>(lane: L, work: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else if (waiting[lane].length >= (lanes[lane].maxWaiting ?? Infinity)) {
      throw new ApiError(429, "tooManyRequests", "The server is busy with this kind of work; try again in a moment");
    } else await new Promise<void>((resolve) => waiting[lane].push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer never overtakes it.
      const next = order.map((name) => waiting[name]).find((queue) => queue.length)?.shift();
      if (next) next();
      else running--;
    }
  };
}
