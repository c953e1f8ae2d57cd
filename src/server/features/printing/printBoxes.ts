/** Millimetres to PDF points (1/72 inch). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** The card's print sheet: A6 portrait trim (105 × 148 mm) with 3 mm bleed each side. */
export const PRINT_SHEET = { widthMm: 111, heightMm: 154, bleedMm: 3 } as const;
export const TRIM = { widthMm: PRINT_SHEET.widthMm - 2 * PRINT_SHEET.bleedMm, heightMm: PRINT_SHEET.heightMm - 2 * PRINT_SHEET.bleedMm } as const;
/** Front and back. */
export const CARD_PAGES = 2;

/**
 * Chromium rounds the CSS page size up to whole device pixels (about 0.18 mm too big) and
 * sets every box to that page, so a print shop would read the bleed as trim. Each page gets
 * the exact media and bleed box and a trim box 3 mm inside them. The sheet is drawn from
 * the page's top left, so the content moves down by the rounding: the bleed is covered to
 * the bottom edge instead of ending in a white hairline. A file without exactly the two sides
 * of each card the page drew (one, or one per household) is refused: a half-rendered page
 * must never reach the print shop.
 */
export async function setPrintBoxes(pdf: Uint8Array, cards = 1): Promise<Uint8Array> {
  // Loaded on the first card printed, as the browser that renders it is: most processes never print.
  const { PDFDocument } = await import("pdf-lib");
  const document = await PDFDocument.load(pdf);
  if (document.getPageCount() !== CARD_PAGES * cards) throw new Error(`The print file should have ${CARD_PAGES * cards} pages; it has ${document.getPageCount()}`);
  const bleed = mm(PRINT_SHEET.bleedMm);
  for (const page of document.getPages()) {
    page.translateContent(0, mm(PRINT_SHEET.heightMm) - page.getHeight());
    page.setMediaBox(0, 0, mm(PRINT_SHEET.widthMm), mm(PRINT_SHEET.heightMm));
    page.setCropBox(0, 0, mm(PRINT_SHEET.widthMm), mm(PRINT_SHEET.heightMm));
    page.setBleedBox(0, 0, mm(PRINT_SHEET.widthMm), mm(PRINT_SHEET.heightMm));
    page.setTrimBox(bleed, bleed, mm(TRIM.widthMm), mm(TRIM.heightMm));
  }
  // Object streams would hide the fonts' FontFile entries from simple preflight tools; keep the file plain.
  return document.save({ useObjectStreams: false });
}
