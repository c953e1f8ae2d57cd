/** Spec 2: PageUp and PageDown move the slider this many images. */
export const SLIDER_PAGE_STEP = 10;

/** The index a key moves the slider to, kept between 0 and the last image; null for other keys. */
export function sliderIndexForKey(key: string, index: number, count: number): number | null {
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    PageUp: -SLIDER_PAGE_STEP,
    PageDown: SLIDER_PAGE_STEP,
    Home: -Infinity,
    End: Infinity,
  };
  const move = step[key];
  if (move === undefined) return null;
  return clampIndex(index + move, count);
}

export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}
