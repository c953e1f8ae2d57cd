import { escapeHtml } from "../../../domain/html";
import type { PrintDesign } from "./printDesign";

export interface SheetSize {
  widthMm: number;
  heightMm: number;
}

export const A4: SheetSize = { widthMm: 210, heightMm: 297 };
export const A3: SheetSize = { widthMm: 297, heightMm: 420 };
export const A2: SheetSize = { widthMm: 420, heightMm: 594 };

/**
 * A whole print page as the renderer draws it: the sheet size, the site's fonts inlined, its
 * colours and artwork, the print's own CSS and body, and its script, which runs once the fonts
 * are in and ends by setting `data-print-ready` (the renderer waits for it). Every guest text
 * in `body` is escaped by its writer; the script is the server's own.
 */
export function sheetPage(options: { language: string; title: string; size: SheetSize; design: PrintDesign; css: string; body: string; script: string }): string {
  const { size, design } = options;
  return `<!doctype html>
<html lang="${escapeHtml(options.language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(options.title)}</title>
<style>
${design.fontFaces}
${design.graphic?.css ?? ""}
@page { size: ${size.widthMm}mm ${size.heightMm}mm; margin: 0; }
html, body { margin: 0; padding: 0; }
body { ${design.variables}; background: #fff; color: var(--color-on-background); font-family: var(--font-text); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sheet { position: relative; width: ${size.widthMm}mm; height: ${size.heightMm}mm; overflow: hidden; break-after: page; break-inside: avoid; }
.sheet:last-child { break-after: auto; }
.print-graphic { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
.print-graphic .site-graphic { position: absolute; z-index: 0; }
${options.css}
</style>
</head>
<body>
${options.body}
<script>
(async () => {
  await document.fonts.ready;
${options.script}
  document.documentElement.dataset.printReady = "true";
})();
</script>
</body>
</html>`;
}

/** The site's artwork in a box of its own, sized for a "screen" of the box's size. */
export function graphicLayer(design: PrintDesign, widthMm: number, heightMm: number): string {
  if (!design.graphic) return "";
  return `<div class="print-graphic" style="--graphic-vw:${widthMm / 100}mm;--graphic-vh:${heightMm / 100}mm"><div class="${design.graphic.className}" aria-hidden="true"></div></div>`;
}
