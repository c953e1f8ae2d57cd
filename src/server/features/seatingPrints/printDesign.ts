import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hslCss } from "../../../domain/site/colors";
import { documentSettings, type DocumentSettings } from "../../../domain/site/documentSettings";
import { FONT_PACKAGES, fontFamily, fontPackage, type FontFamily } from "../../../kit/guestPage/design/fonts";
import { siteColors } from "../../../kit/guestPage/design/designAttributes";
import { siteGraphicClasses } from "../../../web/site/design/SiteGraphic";
import { fontPackageDir } from "../fonts/packages";

/** What a seating print takes from its site's design: as the invitation card takes it (colours, fonts, graphic). */
export interface PrintDesign {
  /** The custom properties graphics.css and the prints' own CSS read. */
  variables: string;
  /** @font-face rules with the woff2 files inlined: the page the renderer draws may fetch nothing. */
  fontFaces: string;
  /** The site's artwork as its CSS classes, with the stylesheet that draws it; null: none. */
  graphic: { className: string; css: string } | null;
}

/** The site's own artwork stylesheet (data: URIs, tinted by the colour properties), read once. */
const GRAPHICS_CSS = fileURLToPath(new URL("../../../web/site/design/graphics.css", import.meta.url));
let graphicsCss: Promise<string> | undefined;

/** The design settings of a stored site document; a document that does not read (a legacy site) gets the defaults. */
export function designSettings(stored: unknown): DocumentSettings {
  const read = documentSettings.safeParse(stored);
  return read.success ? read.data : documentSettings.parse({});
}

/** Each face's rule, read and encoded once per process: a handful of fonts, asked for by every print. */
const faces = new Map<string, Promise<string>>();

function inlineFace(family: FontFamily, weight: "400" | "700"): Promise<string> {
  const key = `${family}:${weight}`;
  let face = faces.get(key);
  if (!face) {
    face = readFace(family, weight);
    faces.set(key, face);
  }
  return face;
}

async function readFace(family: FontFamily, weight: "400" | "700"): Promise<string> {
  const pkg = fontPackage(family);
  if (!FONT_PACKAGES.has(pkg)) return "";
  const file = path.join(fontPackageDir(pkg), "files", `${pkg}-latin-${weight}-normal.woff2`);
  const body = await fs.readFile(file).catch(() => null);
  // A family with weight 400 only: the browser makes the bold from it.
  if (!body) return "";
  return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${body.toString("base64")}) format("woff2")}`;
}

export async function printDesign(settings: DocumentSettings): Promise<PrintDesign> {
  const colors = siteColors(settings);
  const variables = [
    `--color-background:${hslCss(colors.background)}`,
    `--color-on-background:${hslCss(colors.onBackground)}`,
    `--color-primary:${hslCss(colors.primary)}`,
    `--color-primary-text:${hslCss(colors.onBackground)}`,
    `--color-on-primary:${hslCss(colors.onPrimary)}`,
    `--color-line:${hslCss(colors.onBackground, 0.25)}`,
    `--font-heading:${fontFamily(settings.fonts.heading)}`,
    `--font-text:${fontFamily(settings.fonts.text)}`,
  ].join(";");
  const families = [...new Set([settings.fonts.heading, settings.fonts.text])];
  const fontFaces = (await Promise.all(families.flatMap((family) => (["400", "700"] as const).map((weight) => inlineFace(family, weight))))).join("\n");
  const graphic = settings.siteGraphic ? { className: siteGraphicClasses(settings.siteGraphic), css: await (graphicsCss ??= fs.readFile(GRAPHICS_CSS, "utf8")) } : null;
  return { variables, fontFaces, graphic };
}
