import { createHash } from "node:crypto";
import type { SiteDocument } from "../../../modules/siteDocument";
import { escapeHtml } from "../../../domain/html";
import { firstScreenFontFiles, fontFaces } from "../../../kit/guestPage/design/fonts";
import { boundedMap } from "../../boundedMap";
import { fallbackFaces } from "../fonts/fallbackFaces";

/**
 * The guest page's font faces, carried in its head: the @font-face rules of the site's two
 * families and their metric-matched stand-ins. The fonts are found with the HTML's first
 * bytes, not after a stylesheet per face.
 */
export interface FirstPaintStyle {
  css: string;
  /** For the page's Content-Security-Policy (style-src), which allows no other inline style. */
  hash: string;
}

/** Preloads of the fonts the first screen draws with. */
export function firstScreenFontPreloads(document: Pick<SiteDocument, "fonts" | "theme">): string[] {
  return firstScreenFontFiles(document).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`);
}

/** The styles of the font pairs in use (a few KB each; the busiest are kept). */
const byFonts = boundedMap<FirstPaintStyle>(256);

export async function firstPaintStyle(document: Pick<SiteDocument, "fonts">): Promise<FirstPaintStyle> {
  const key = `${document.fonts.heading}|${document.fonts.text}`;
  let style = byFonts.get(key);
  if (!style) {
    // Kept once made, so a failure to make it is tried again on the next page.
    style = await makeStyle(document);
    byFonts.set(key, style);
  }
  return style;
}

async function makeStyle(document: Pick<SiteDocument, "fonts">): Promise<FirstPaintStyle> {
  const standIns = await Promise.all([...new Set([document.fonts.heading, document.fonts.text])].map(fallbackFaces));
  const css = [fontFaces(document), ...standIns].filter(Boolean).join("\n");
  return { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}
