import { useLayoutEffect, type RefObject } from "react";

const MM_PER_PX = 25.4 / 96;
const cssScales = () => typeof CSS !== "undefined" && CSS.supports("scale", "calc(1px / 1px)");

/**
 * Where the browser cannot divide lengths in CSS (card.css: calc(100cqw / 105mm)), the card's
 * scale is measured instead, so it still fills its box.
 */
export function useCardScale(ref: RefObject<HTMLElement | null>, sheetWidthMm: number): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || cssScales()) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) element.style.setProperty("--card-scale", String((entry.contentRect.width * MM_PER_PX) / sheetWidthMm));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, sheetWidthMm]);
}
