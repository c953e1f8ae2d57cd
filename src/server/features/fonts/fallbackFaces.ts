import path from "node:path";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";
import { fontPackage, standInFamily, standInFonts, type FontFamily } from "../../../kit/guestPage/design/fonts";
import { fontPackageDir } from "./packages";

type Metrics = Pick<FontMetrics, "familyName" | "fullName" | "postscriptName" | "ascent" | "descent" | "lineGap" | "unitsPerEm" | "xWidthAvg" | "subsets">;

/** The system fonts the stand-ins are drawn in, as @capsizecss/metrics 4.3 measures them. */
const SYSTEM_METRICS: Record<string, Metrics> = {
  Arial: { familyName: "Arial", fullName: "Arial", postscriptName: "ArialMT", ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913, subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } } },
  Roboto: { familyName: "Roboto", fullName: "Roboto Regular", postscriptName: "Roboto-Regular", ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911, subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } } },
  "Times New Roman": { familyName: "Times New Roman", fullName: "Times New Roman", postscriptName: "TimesNewRomanPSMT", ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832, subsets: { latin: { xWidthAvg: 832 }, thai: { xWidthAvg: 1593 } } },
  "Noto Serif": { familyName: "Noto Serif", fullName: "Noto Serif Regular", postscriptName: "NotoSerif-Regular", ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 481, subsets: { latin: { xWidthAvg: 481 }, thai: { xWidthAvg: 600 } } },
};

/** Fonts with the very metrics of Arial and Times New Roman, on Linux desktops that have neither. */
const SAME_METRICS: Record<string, string> = { Arial: "Liberation Sans", "Times New Roman": "Liberation Serif" };

const made = new Map<FontFamily, Promise<string>>();

/**
 * The @font-face rules of a family's stand-ins: system fonts scaled to the family's size and
 * line metrics (measured from the regular latin face the page loads), so the text keeps its
 * lines and height when the family swaps in. Made once per family (again after a failure).
 */
export function fallbackFaces(name: FontFamily): Promise<string> {
  let faces = made.get(name);
  if (!faces) {
    faces = makeFaces(name);
    made.set(name, faces);
    faces.catch(() => made.delete(name)); // tried again on the next page
  }
  return faces;
}

async function makeFaces(name: FontFamily): Promise<string> {
  const systems = standInFonts(name);
  if (!systems.length) return "";
  const pkg = fontPackage(name);
  const measured = await fromFile(path.join(fontPackageDir(pkg), "files", `${pkg}-latin-400-normal.woff2`));
  const { fontFaces } = createFontStack([{ ...measured, familyName: name }, ...systems.map((system) => SYSTEM_METRICS[system]!)]);
  // createFontStack names each face as standInFamily does; the fonts with the same metrics join its sources.
  let css = fontFaces;
  for (const system of systems) {
    if (!css.includes(`font-family: "${standInFamily(name, system)}"`)) throw new Error(`No stand-in face for ${name} in ${system}`);
    const alike = SAME_METRICS[system];
    if (alike) css = css.replace(`local('${system}')`, `local('${system}'), local('${alike}')`);
  }
  return css;
}
