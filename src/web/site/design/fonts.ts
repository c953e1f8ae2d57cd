import { HEADING_FONTS, TEXT_FONTS } from "../../../domain/site/designNames";
import type { SiteDocument } from "../../../modules/siteDocument";

/**
 * The site's fonts, self-hosted from the @fontsource packages (spec 2, Pickers): headings
 * in 400 and 700, text in 400, 400 italic, 700 and 700 italic, latin subset (å ä ö æ ø).
 * Arial and Georgia are system fonts and never loaded.
 */

export type FontFamily = (typeof HEADING_FONTS)[number] | (typeof TEXT_FONTS)[number];
type Kind = "serif" | "sans" | "script" | "display" | "system";

interface FontInfo {
  kind: Kind;
  /** false: the family has only weight 400 (the browser synthesises bold). */
  bold?: false;
}

const FONTS: Record<FontFamily, FontInfo> = {
  Parisienne: { kind: "script", bold: false },
  "Playfair Display": { kind: "serif" },
  Lobster: { kind: "display", bold: false },
  "Great Vibes": { kind: "script", bold: false },
  Prata: { kind: "serif", bold: false },
  "Cormorant Garamond": { kind: "serif" },
  "Dancing Script": { kind: "script" },
  Sacramento: { kind: "script", bold: false },
  Allura: { kind: "script", bold: false },
  "Alex Brush": { kind: "script", bold: false },
  "Pinyon Script": { kind: "script", bold: false },
  Tangerine: { kind: "script" },
  Cinzel: { kind: "serif" },
  "Libre Baskerville": { kind: "serif" },
  "Josefin Sans": { kind: "sans" },
  Montserrat: { kind: "sans" },
  "Abril Fatface": { kind: "display", bold: false },
  "Amatic SC": { kind: "display" },
  Satisfy: { kind: "script", bold: false },
  Marcellus: { kind: "serif", bold: false },
  Quicksand: { kind: "sans" },
  Raleway: { kind: "sans" },
  "Bodoni Moda": { kind: "serif" },
  "Open Sans": { kind: "sans" },
  Arial: { kind: "system" },
  Georgia: { kind: "system" },
  Lato: { kind: "sans" },
  Lora: { kind: "serif" },
  "Source Sans 3": { kind: "sans" },
  Nunito: { kind: "sans" },
  Merriweather: { kind: "serif" },
  "PT Serif": { kind: "serif" },
  "Work Sans": { kind: "sans" },
};

const FALLBACKS: Record<Kind, string> = {
  serif: 'Georgia, "Times New Roman", serif',
  sans: '"Helvetica Neue", Arial, sans-serif',
  script: '"Segoe Script", "Brush Script MT", cursive',
  display: 'Georgia, "Times New Roman", serif',
  system: "sans-serif",
};

/** The npm package (under @fontsource/) of a loaded family: "Source Sans 3" → "source-sans-3". */
export const fontPackage = (family: string) => family.toLowerCase().replace(/ /g, "-");

/** Every package the font route may serve. */
export const FONT_PACKAGES: ReadonlySet<string> = new Set(
  (Object.keys(FONTS) as FontFamily[]).filter((family) => FONTS[family].kind !== "system").map(fontPackage),
);

/** A CSS font-family stack with fallbacks of the same kind. */
export function fontFamily(name: FontFamily): string {
  const info = FONTS[name];
  if (!info) throw new Error(`Unknown font: ${name}`);
  if (name === "Georgia") return 'Georgia, "Times New Roman", serif';
  if (name === "Arial") return 'Arial, "Helvetica Neue", Helvetica, sans-serif';
  return `"${name}", ${FALLBACKS[info.kind]}`;
}

/** The stylesheets of one family: headings 400 and 700, text also the italics. */
function familySheets(name: FontFamily, role: "heading" | "text"): string[] {
  const info = FONTS[name];
  if (info.kind === "system") return [];
  const base = `/fonts/${fontPackage(name)}/latin-`;
  const weights = info.bold === false ? ["400"] : ["400", "700"];
  const styles = role === "text" ? weights.flatMap((weight) => [weight, `${weight}-italic`]) : weights;
  return styles.map((style) => `${base}${style}.css`);
}

/** The one stylesheet that shows a family in a picker (weight 400); none for a system font. */
export function fontSampleStylesheet(name: FontFamily): string | null {
  return familySheets(name, "heading")[0] ?? null;
}

/** The URLs of the font stylesheets a site needs: just its two families. */
export function fontStylesheets(document: Pick<SiteDocument, "fonts">): string[] {
  const sheets = [...familySheets(document.fonts.heading, "heading"), ...familySheets(document.fonts.text, "text")];
  return [...new Set(sheets)];
}
