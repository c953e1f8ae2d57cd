import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

/** Pixels of slack before the entries count as not fitting (spec 2, Menu). */
const FIT_TOLERANCE = 2;
const RESIZE_DEBOUNCE_MS = 300;
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * How many menu entries the desktop row holds, measured on the client from an invisible copy
 * whose last item is the "more" button. Null until measured: the server's row shows them all
 * and its CSS wraps the ones that do not fit out of sight, so nothing jumps on hydration.
 */
export function useRowFit(rowRef: RefObject<HTMLElement | null>, measureRef: RefObject<HTMLElement | null>, count: number): number | null {
  const [fit, setFit] = useState<number | null>(null);

  useIsomorphicLayoutEffect(() => {
    const row = rowRef.current;
    const measureList = measureRef.current;
    if (!row || !measureList) return;
    const measure = () => {
      // The row is not laid out below the desktop width (the hamburger is): keep the last answer.
      if (row.clientWidth === 0) return;
      const widths = [...measureList.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(measureList).columnGap) || 0;
      const available = row.clientWidth + FIT_TOLERANCE;
      const total = (n: number) => widths.slice(0, n).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, n - 1);
      let fits = widths.length;
      if (total(fits) > available) while (fits > 0 && total(fits) + gap + more > available) fits -= 1;
      setFit(fits);
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(row);
    // Web fonts change the widths once they arrive.
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [count]);

  return fit;
}
