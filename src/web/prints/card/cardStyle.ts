import type { CSSProperties } from "react";
import type { PrintCard } from "../../../domain/print/card";
import { QR_DEMO } from "../../../domain/print/card";
import { hslCss, visibleRgb } from "../../../domain/site/colors";
import type { Hsla } from "../../../domain/site/design";
import { fontFamily } from "../../../kit/guestPage/design/fonts";

/** The trim (A6 portrait) and the bleed the print file adds on each side, in millimetres. */
export const CARD_TRIM_MM = { width: 105, height: 148 } as const;
export const CARD_BLEED_MM = 3;

/** Printed colours are opaque: a translucent one is laid over white paper. */
const hex = (color: Hsla) =>
  visibleRgb(color)
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("");

/** The QR image in the card's colours: dark modules in the text colour on the card's background. */
export function qrImageUrl(url: string, colors: PrintCard["colorScheme"]): string {
  const target = url === QR_DEMO ? QR_DEMO : encodeURIComponent(url);
  return `/api/qr/${target}?darkColor=${hex(colors.onBackground)}&lightColor=${hex(colors.background)}`;
}

/**
 * The custom properties the card's CSS and the reused site artwork (graphics, event logo) read:
 * the card has two colours, so the site's primary is its text colour.
 */
export function cardStyle(card: Pick<PrintCard, "colorScheme" | "fonts">): CSSProperties {
  const { background, onBackground } = card.colorScheme;
  return {
    "--color-background": hslCss(background),
    "--color-on-background": hslCss(onBackground),
    "--color-primary": hslCss(onBackground),
    "--color-primary-text": hslCss(onBackground),
    "--color-on-primary": hslCss(background),
    "--color-line": hslCss(onBackground, 0.18),
    "--font-heading": fontFamily(card.fonts.heading),
    "--font-text": fontFamily(card.fonts.text),
  } as CSSProperties;
}
