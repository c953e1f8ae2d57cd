import type { ColorScheme, Hsla } from "./design";

/** Pure colour arithmetic for the guest page: HSL to RGB, WCAG contrast and the text guard. */

export type Rgb = readonly [number, number, number];

/** The contrast WCAG 2 asks of body text (level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** HSL (h 0–360, s and l 0–100) to RGB channels 0–255. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A colour with alpha laid over an opaque one. */
export function composite(top: Rgb, alpha: number, under: Rgb): Rgb {
  return [0, 1, 2].map((i) => Math.round(top[i]! * alpha + under[i]! * (1 - alpha))) as unknown as Rgb;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

/** The opaque colour a guest sees: translucent colours are laid over what is behind (white by default). */
export function visibleRgb(color: Hsla, behind: Rgb = WHITE): Rgb {
  const rgb = hslToRgb(color.h, color.s, color.l);
  return color.alpha >= 1 ? rgb : composite(rgb, color.alpha, behind);
}

/** Contrast of a text colour on a background colour, both as shown (the background over `behind`). */
export function textContrast(text: Hsla, background: Hsla, behind: Rgb = WHITE): number {
  const ground = visibleRgb(background, behind);
  return contrastRatio(visibleRgb(text, ground), ground);
}

/**
 * The text colour to use on a background: the chosen one when it reaches `min` contrast,
 * otherwise a near-black or near-white tinted with the background's hue, whichever reads
 * better (pure black or white as the last resort, one of which always passes 4.5:1).
 */
export function readableOn(text: Hsla, background: Hsla, behind: Rgb = WHITE, min = MIN_TEXT_CONTRAST): Hsla {
  if (textContrast(text, background, behind) >= min) return text;
  const tint = Math.min(background.s, 30);
  const pairs: [Hsla, Hsla][] = [
    [{ h: background.h, s: tint, l: 12, alpha: 1 }, { h: background.h, s: tint, l: 97, alpha: 1 }],
    [{ h: 0, s: 0, l: 0, alpha: 1 }, { h: 0, s: 0, l: 100, alpha: 1 }],
  ];
  let best = pairs[1]![0];
  for (const [dark, light] of pairs) {
    best = textContrast(dark, background, behind) >= textContrast(light, background, behind) ? dark : light;
    if (textContrast(best, background, behind) >= min) return best;
  }
  return best;
}

/**
 * A colour of the same hue moved lighter or darker until it reaches `min` contrast on a
 * background: used for the primary colour as text (links, accents) on the page.
 */
export function adjustForContrast(color: Hsla, background: Hsla, behind: Rgb = WHITE, min = MIN_TEXT_CONTRAST): Hsla {
  const opaque = { ...color, alpha: 1 };
  if (textContrast(opaque, background, behind) >= min) return opaque;
  const ground = relativeLuminance(visibleRgb(background, behind));
  const step = ground > 0.18 ? -2 : 2;
  for (let l = opaque.l; l >= 0 && l <= 100; l += step) {
    const candidate = { ...opaque, l };
    if (textContrast(candidate, background, behind) >= min) return candidate;
  }
  return readableOn(opaque, background, behind, min);
}

/** The scheme as shown: every on-colour guarded against its background (surface seen over the background). */
export function guardScheme(scheme: ColorScheme): ColorScheme {
  const page = visibleRgb(scheme.background);
  return {
    ...scheme,
    onBackground: readableOn(scheme.onBackground, scheme.background),
    onSurface: readableOn(scheme.onSurface, scheme.surface, page),
    onPrimary: readableOn(scheme.onPrimary, scheme.primary, page),
  };
}

/** To 2 decimals: how colour values are stored and written out. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A CSS colour: `hsl(h s% l%)`, or with `/ alpha` when translucent. */
export function hslCss(color: Hsla, alpha = color.alpha): string {
  const base = `${round2(color.h)} ${round2(color.s)}% ${round2(color.l)}%`;
  return alpha >= 1 ? `hsl(${base})` : `hsl(${base} / ${round2(alpha)})`;
}

/** Whether text on this background should be light: the page is dark. */
export function isDark(color: Hsla, behind: Rgb = WHITE): boolean {
  return relativeLuminance(visibleRgb(color, behind)) < 0.18;
}

/** "#rrggbb" to HSLA, for the event logo's own colours. */
export function hexToHsla(hex: string): Hsla {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  return { h: round2(h * 60), s: round2(s * 100), l: round2(l * 100), alpha: 1 };
}
