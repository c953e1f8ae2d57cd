/** Millimetres to PDF points (1/72 inch). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** The card's print sheet: A6 portrait trim (105 × 148 mm) with 3 mm bleed each side. */
export const PRINT_SHEET = { widthMm: 111, heightMm: 154, bleedMm: 3 } as const;
export const TRIM = { widthMm: PRINT_SHEET.widthMm - 2 * PRINT_SHEET.bleedMm, heightMm: PRINT_SHEET.heightMm - 2 * PRINT_SHEET.bleedMm } as const;
/** Front and back. */
export const CARD_PAGES = 2;

/** A sheet as printed: its size and the bleed around its trim (0: the print runs to no edge). */
export interface PrintSheet {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

/**
 * Chromium rounds the CSS page size up to whole device pixels (about 0.18 mm too big) and
 * sets every box to that page, so a print shop would read the bleed as trim. Each page gets
 * the exact media and bleed box and a trim box `bleedMm` inside them. The sheet is drawn from
 * the page's top left, so the content moves down by the rounding: the bleed is covered to the
 * bottom edge instead of ending in a white hairline. A file with other than the `pages` the page
 * drew (null: it cannot tell, as for a list run on to more sheets) is refused: a half-rendered
 * page must never reach the print shop or the couple.
 */
export async function setSheetBoxes(pdf: Uint8Array, sheet: PrintSheet, pages: number | null): Promise<Uint8Array> {
  // Loaded on the first print, as the browser that renders it is: most processes never print.
  const { PDFDocument } = await import("pdf-lib");
  const document = await PDFDocument.load(pdf);
  if (pages !== null && document.getPageCount() !== pages) throw new Error(`The print file should have ${pages} pages; it has ${document.getPageCount()}`);
  const [width, height, bleed] = [mm(sheet.widthMm), mm(sheet.heightMm), mm(sheet.bleedMm)];
  for (const page of document.getPages()) {
    page.translateContent(0, height - page.getHeight());
    page.setMediaBox(0, 0, width, height);
    page.setCropBox(0, 0, width, height);
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
  }
  // Object streams would hide the fonts' FontFile entries from simple preflight tools; keep the file plain.
  return document.save({ useObjectStreams: false });
}

/** The card's sheets: the two sides of each card the page drew (one, or one per household). */
export const setPrintBoxes = (pdf: Uint8Array, cards = 1): Promise<Uint8Array> => setSheetBoxes(pdf, PRINT_SHEET, CARD_PAGES * cards);
