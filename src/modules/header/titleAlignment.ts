import type { HeaderModule } from "./schema";

export type TitleAlignment = HeaderModule["titleVerticalAlignment"];

/**
 * The theme9 title moved one place up (-1) or down (1) on the photo; past the top it wraps to
 * the bottom and back (spec 2, Header module). Any value other than -1, 0 or 1 is an error.
 */
export function movedTitleAlignment(current: number, step: -1 | 1): TitleAlignment {
  if (current !== -1 && current !== 0 && current !== 1) throw new RangeError(`A title alignment is -1, 0 or 1, not ${current}`);
  // current + step is -2 to 2; shifted by 4 it stays positive, so % gives the wrapped place.
  return (((current + step + 4) % 3) - 1) as TitleAlignment;
}
