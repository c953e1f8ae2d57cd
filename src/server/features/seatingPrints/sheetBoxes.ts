import { mm } from "../printing/printBoxes";
import type { SheetSize } from "./sheetPage";

/**
 * The seating prints' boxes, set as the invitation card's are (printBoxes.ts): Chromium rounds
 * the page up to whole device pixels and sets every box to that, so each page gets the exact
 * sheet as media, crop, bleed and trim box (the prints run to no edge: cards are cut at their
 * marks, the poster has its margin), its content moved down by the rounding. A file with fewer
 * or more pages than the page drew (when it can tell: null for a list run on to more sheets) is refused: a half-rendered print never reaches the couple.
 */
export async function setSheetBoxes(pdf: Uint8Array, size: SheetSize, pages: number | null): Promise<Uint8Array> {
  const { PDFDocument } = await import("pdf-lib");
  const document = await PDFDocument.load(pdf);
  if (pages !== null && document.getPageCount() !== pages) throw new Error(`The print file should have ${pages} pages; it has ${document.getPageCount()}`);
  const [width, height] = [mm(size.widthMm), mm(size.heightMm)];
  for (const page of document.getPages()) {
    page.translateContent(0, height - page.getHeight());
    page.setMediaBox(0, 0, width, height);
    page.setCropBox(0, 0, width, height);
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(0, 0, width, height);
  }
  return document.save({ useObjectStreams: false });
}
