import { HEADING_FONTS, TEXT_FONTS } from "../../../domain/site/designNames";
import type { Theme } from "../../../domain/site/designNames";
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

/**
 * The system fonts a loaded family is drawn in until its file arrives (the first on desktops
 * and iPhones, the second on Android). The guest page scales each to the family's metrics
 * (server/features/fonts/fallbackFaces.ts), so nothing moves when the family swaps in.
 */
export function standInFonts(name: FontFamily): string[] {
  const kind = FONTS[name]?.kind;
  if (!kind || kind === "system") return [];
  return kind === "sans" ? ["Arial", "Roboto"] : ["Times New Roman", "Noto Serif"];
}

/** The name of a family's stand-in drawn in a system font. */
export const standInFamily = (name: string, system: string) => `${name} Fallback: ${system}`;

/** A CSS font-family stack: the family, its metric-matched stand-ins, then fallbacks of the same kind. */
export function fontFamily(name: FontFamily): string {
  const info = FONTS[name];
  if (!info) throw new Error(`Unknown font: ${name}`);
  if (name === "Georgia") return 'Georgia, "Times New Roman", serif';
  if (name === "Arial") return 'Arial, "Helvetica Neue", Helvetica, sans-serif';
  return [`"${name}"`, ...standInFonts(name).map((system) => `"${standInFamily(name, system)}"`), FALLBACKS[info.kind]].join(", ");
}

/** The faces of one family a site loads: headings 400 and 700, text also the italics ("400", "700-italic"). */
function familyStyles(name: FontFamily, role: "heading" | "text"): string[] {
  const info = FONTS[name];
  if (info.kind === "system") return [];
  const weights = info.bold === false ? ["400"] : ["400", "700"];
  return role === "text" ? weights.flatMap((weight) => [weight, `${weight}-italic`]) : weights;
}

/** The stylesheets of one family, one per face. */
function familySheets(name: FontFamily, role: "heading" | "text"): string[] {
  return familyStyles(name, role).map((style) => `/fonts/${fontPackage(name)}/latin-${style}.css`);
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

/** The woff2 file of one face, as the font route serves it: "/fonts/lato/files/lato-latin-400-normal.woff2". */
export function fontFile(name: FontFamily, style: string): string {
  const [weight, italic] = style.split("-");
  return `/fonts/${fontPackage(name)}/files/${fontPackage(name)}-latin-${weight}-${italic ?? "normal"}.woff2`;
}

/** The themes whose headings are bold (`--heading-weight: 700` in their stylesheet); the others' are 400. */
export const BOLD_HEADING_THEMES: ReadonlySet<Theme> = new Set(["theme7", "theme10"]);

type Face = readonly [FontFamily, string];
type Fonts = Pick<SiteDocument, "fonts" | "theme">;

/**
 * The faces the first screen draws with: the heading family in the theme's heading weight
 * (the title), the text family's regular and bold (second line, menu, language switch).
 */
function firstScreenFaces(document: Fonts): Face[] {
  const heading = document.fonts.heading;
  const bold = BOLD_HEADING_THEMES.has(document.theme) && FONTS[heading].bold !== false;
  const text = familyStyles(document.fonts.text, "text").filter((style) => !style.endsWith("italic"));
  return [...familyStyles(heading, "heading").filter((style) => style === (bold ? "700" : "400")).map((style) => [heading, style] as const), ...text.map((style) => [document.fonts.text, style] as const)];
}

/** The woff2 files of the first screen's faces: fetched before the page has laid itself out, they are mostly there for its first paint and the text does not move when they swap in. */
export function firstScreenFontFiles(document: Fonts): string[] {
  return [...new Set(firstScreenFaces(document).map(([name, style]) => fontFile(name, style)))];
}

/**
 * The @font-face rules of a site's two families in one block, as the packages' latin
 * stylesheets declare them (`font-display: swap`: the text shows at once and takes its font
 * when it arrives), woff2 only (every browser the page supports reads it).
 */
export function fontFaces(document: Pick<SiteDocument, "fonts">): string {
  const faces = [
    ...familyStyles(document.fonts.heading, "heading").map((style) => [document.fonts.heading, style] as const),
    ...familyStyles(document.fonts.text, "text").map((style) => [document.fonts.text, style] as const),
  ];
  const unique = [...new Map(faces.map((face) => [`${face[0]}|${face[1]}`, face])).values()];
  return unique
    .map(([name, style]) => {
      const [weight, italic] = style.split("-");
      return `@font-face{font-family:"${name}";font-style:${italic ?? "normal"};font-display:swap;font-weight:${weight};src:url(${fontFile(name, style)}) format("woff2")}`;
    })
    .join("\n");
}
