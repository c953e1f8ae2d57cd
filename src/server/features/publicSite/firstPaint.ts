import { createHash } from "node:crypto";
import type { SiteDocument } from "../../../modules/siteDocument";
import { escapeHtml } from "../../../domain/html";
import { firstScreenFontFiles, fontFaces } from "../../../web/site/design/fonts";
import { boundedMap } from "../../boundedMap";
import { fallbackFaces } from "../fonts/fallbackFaces";
import type { GuestAssets } from "../../web/guestAssets";

/**
 * The guest page's styles, carried in its head: the built site stylesheet and the @font-face
 * rules of the site's two families. Nothing the first paint needs waits on another request;
 * the page is revalidated by its ETag, so a returning guest does not download them again.
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

/** Per build (its assets), the styles of the font pairs in use: each is the size of the site stylesheet, so only the busiest are kept. */
const built = new WeakMap<object, ReturnType<typeof boundedMap<Promise<FirstPaintStyle>>>>();
const NO_BUILD = {};
const KEPT_STYLES = 64;

export function firstPaintStyle(document: Pick<SiteDocument, "fonts">, assets?: Pick<GuestAssets, "css">): Promise<FirstPaintStyle> {
  let byFonts = built.get(assets ?? NO_BUILD);
  if (!byFonts) built.set(assets ?? NO_BUILD, (byFonts = boundedMap(KEPT_STYLES)));
  const key = `${document.fonts.heading}|${document.fonts.text}`;
  let style = byFonts.get(key);
  if (!style) {
    style = makeStyle(document, assets);
    byFonts.set(key, style);
  }
  return style;
}

async function makeStyle(document: Pick<SiteDocument, "fonts">, assets?: Pick<GuestAssets, "css">): Promise<FirstPaintStyle> {
  const standIns = await Promise.all([...new Set([document.fonts.heading, document.fonts.text])].map(fallbackFaces));
  const css = [fontFaces(document), ...standIns, assets?.css ?? ""].filter(Boolean).join("\n");
  return { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}
