import type { CSSProperties } from "react";
import { schemeInUse } from "../../../domain/site/colorEditing";
import { adjustForContrast, guardScheme, hslCss, isDark, visibleRgb } from "../../../domain/site/colors";
import type { ColorScheme } from "../../../domain/site/design";
import type { SiteDocument } from "../../../modules/siteDocument";
import { fontFamily } from "./fonts";

/** The scheme in use: the owner's, or the theme's own; on-colours guarded to 4.5:1. */
export function siteColors(document: Pick<SiteDocument, "theme" | "colorScheme">): ColorScheme {
  return guardScheme(schemeInUse(document));
}

/**
 * The theme class and the colour and font custom properties of a site's root element.
 * The contract every module's CSS reads (see docs in site.css):
 * --color-primary, --color-on-primary, --color-background, --color-on-background,
 * --color-surface, --color-on-surface, --color-primary-text (the primary adjusted to read
 * as text on the background), --color-line (hairlines), --font-heading, --font-text; the
 * theme CSS adds the layout properties.
 */
export function designAttributes(document: Pick<SiteDocument, "theme" | "colorScheme" | "fonts">): { className: string; style: CSSProperties } {
  const colors = siteColors(document);
  const page = visibleRgb(colors.background);
  const style = {
    "--color-primary": hslCss(colors.primary),
    "--color-on-primary": hslCss(colors.onPrimary),
    "--color-background": hslCss(colors.background),
    "--color-on-background": hslCss(colors.onBackground),
    "--color-surface": hslCss(colors.surface),
    "--color-on-surface": hslCss(colors.onSurface),
    "--color-primary-text": hslCss(adjustForContrast(colors.primary, colors.background)),
    "--color-line": hslCss(colors.onBackground, 0.18),
    "--font-heading": fontFamily(document.fonts.heading),
    "--font-text": fontFamily(document.fonts.text),
  } as CSSProperties;
  const classes = ["site", `site--${document.theme}`, isDark(colors.background) ? "site--dark" : "site--light"];
  if (isDark(colors.surface, page) !== isDark(colors.background)) classes.push("site--contrasting-surface");
  return { className: classes.join(" "), style };
}
