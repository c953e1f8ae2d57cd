import type { CSSProperties } from "react";
import type { SiteImage } from "../../domain/site/common";
import type { THEMES } from "../../domain/site/designNames";
import type { HeaderModule } from "./schema";

type Size = HeaderModule["userSelectedImageSize"];
type Theme = (typeof THEMES)[number];
type Boxes = Record<Size, Record<"phone" | "wide", Box>>;

/** The width from which the wide boxes apply; header.css's media query says the same (48rem). */
export const HEADER_WIDE_FROM = "48rem";

/**
 * What a wide screen keeps below a LARGE photo: the menu bar, the title's padding, a line of
 * names at the largest heading size and the second line, so the couple's names are read on the
 * first screen (1280 × 800: a 512 px photo); never less than 20rem of photo on a low window.
 */
const WIDE_LARGE_HEIGHT = "clamp(20rem, 100svh - 18rem, 52rem)";

/**
 * The photo's box per size, phone and wide: a width and either a fixed height (LARGE fills
 * most of the screen) or the box's own ratio. The CSS reads heights and ratios from the
 * custom properties below, so `sizes` and the crop the guest sees come from these numbers.
 */
export const HEADER_IMAGE_BOXES = {
  LARGE: { phone: { width: "100vw", height: "min(68svh, 40rem)" }, wide: { width: "100vw", height: WIDE_LARGE_HEIGHT } },
  MEDIUM: { phone: { width: "100vw", ratio: 4 / 3 }, wide: { width: "min(100vw, 1200px)", ratio: 16 / 9 } },
  SMALL: { phone: { width: "calc(100vw - 2rem)", ratio: 3 / 2 }, wide: { width: "min(100vw - 2rem, 640px)", ratio: 3 / 2 } },
} satisfies Boxes;

/** Photo (theme9) runs the photo behind the title at a screen's height on every width. */
const PHOTO_THEME_BOXES = {
  LARGE: { phone: { width: "100vw", height: "min(100svh, 62rem)" }, wide: { width: "100vw", height: "min(100svh, 62rem)" } },
  MEDIUM: { phone: { width: "100vw", height: "min(75svh, 48rem)" }, wide: { width: "100vw", height: "min(75svh, 48rem)" } },
  SMALL: { phone: { width: "100vw", height: "min(55svh, 34rem)" }, wide: { width: "100vw", height: "min(55svh, 34rem)" } },
} satisfies Boxes;

const THEME_BOXES: Partial<Record<Theme, Boxes>> = { theme9: PHOTO_THEME_BOXES };

function boxesOf(size: Size, theme: Theme): Record<"phone" | "wide", Box> {
  return (THEME_BOXES[theme] ?? (HEADER_IMAGE_BOXES as Boxes))[size];
}

/** Most photos are taken 3:2; assumed when an image's size is not stored. */
const DEFAULT_RATIO = 3 / 2;

interface Box {
  width: string;
  height?: string;
  ratio?: number;
}

/** The CSS width a cover crop of `box` needs: the box's width, or wider when the box is taller than the image. */
function coverWidth(box: Box, imageRatio: number): string {
  const ratio = round(imageRatio);
  if (box.height) return `max(${box.width}, ${box.height} * ${ratio})`;
  const factor = round(Math.max(1, imageRatio / (box.ratio ?? imageRatio)));
  return factor === 1 ? box.width : `calc(${box.width} * ${factor})`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function imageRatio(image: Pick<SiteImage, "width" | "height">): number {
  return image.width && image.height ? image.width / image.height : DEFAULT_RATIO;
}

/** The `sizes` of a header photo: the width its crop really needs at each screen width, not just the box's. */
export function headerImageSizes(size: Size, image: Pick<SiteImage, "width" | "height">, theme: Theme): string {
  const { phone, wide } = boxesOf(size, theme);
  const ratio = imageRatio(image);
  return `(min-width: ${HEADER_WIDE_FROM}) ${coverWidth(wide, ratio)}, ${coverWidth(phone, ratio)}`;
}

/** The box's heights (LARGE) or ratios as the custom properties header.css sizes the photo with. */
export function headerImageStyle(size: Size, theme: Theme): CSSProperties {
  const { phone, wide } = boxesOf(size, theme);
  const style: Record<string, string> = {};
  for (const [box, suffix] of [[phone, ""], [wide, "-wide"]] as const) {
    if (box.height) style[`--header-image-height${suffix}`] = box.height;
    else style[`--header-image-ratio${suffix}`] = String(round(box.ratio ?? DEFAULT_RATIO));
  }
  return style as CSSProperties;
}
