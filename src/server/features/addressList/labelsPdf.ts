import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { UiLanguage } from "../../../domain/languages";
import type { AddressEntry } from "./addressList";
import { ADDRESS_LIST_TEXTS } from "./texts";

/**
 * The common A4 label sheet (decision 105): 3 columns × 8 rows of 70 × 37 mm labels, edge to
 * edge across the width, with the half millimetre left over split above and below.
 */
export const LABEL_SHEET = { columns: 3, rows: 8, labelWidthMm: 70, labelHeightMm: 37, pageWidthMm: 210, pageHeightMm: 297 } as const;
export const LABELS_PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;

const POINTS_PER_MM = 72 / 25.4;
const mm = (value: number) => value * POINTS_PER_MM;
const PADDING_MM = 5;
const FONT_SIZE = 10;
const LINE_HEIGHT = 12.5;

/** The standard fonts write Windows-1252 only: another letter is written without its accent, or as "?". */
export function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      for (const candidate of [char, char.normalize("NFD").replace(/\p{M}/gu, "")]) {
        try {
          font.encodeText(candidate);
          if (candidate) return candidate;
        } catch {
          // Not in the font's encoding: try the next.
        }
      }
      return "?";
    })
    .join("");
}

/** A line cut with an ellipsis to the label's width. */
function fitted(font: PDFFont, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, FONT_SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, FONT_SIZE) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function drawLabel(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, entry: AddressEntry, index: number): void {
  const column = index % LABEL_SHEET.columns;
  const row = Math.floor(index / LABEL_SHEET.columns) % LABEL_SHEET.rows;
  const top = (LABEL_SHEET.pageHeightMm - LABEL_SHEET.rows * LABEL_SHEET.labelHeightMm) / 2;
  const x = mm(column * LABEL_SHEET.labelWidthMm + PADDING_MM);
  const width = mm(LABEL_SHEET.labelWidthMm - 2 * PADDING_MM);
  let y = mm(LABEL_SHEET.pageHeightMm - top - row * LABEL_SHEET.labelHeightMm - PADDING_MM) - FONT_SIZE;
  const lines: [string, PDFFont][] = [[entry.name, fonts.bold], ...entry.lines.map((line): [string, PDFFont] => [line, fonts.regular])];
  if (entry.country) lines.push([entry.country, fonts.regular]);
  for (const [text, font] of lines) {
    page.drawText(fitted(font, printable(font, text), width), { x, y, size: FONT_SIZE, font });
    y -= LINE_HEIGHT;
  }
}

/**
 * Address labels for the households with an address, 24 to an A4 sheet, in the list's order;
 * the households without one are named on a last page, so none is silently left out.
 */
export async function labelsPdf(entries: AddressEntry[], language: UiLanguage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const size: [number, number] = [mm(LABEL_SHEET.pageWidthMm), mm(LABEL_SHEET.pageHeightMm)];
  const addressed = entries.filter((entry) => entry.lines.length > 0);
  let page: PDFPage | undefined;
  addressed.forEach((entry, index) => {
    if (index % LABELS_PER_SHEET === 0) page = pdf.addPage(size);
    drawLabel(page!, fonts, entry, index);
  });
  const missing = entries.filter((entry) => entry.lines.length === 0);
  if (missing.length > 0 || addressed.length === 0) missingPages(pdf, fonts, size, missing, language);
  pdf.setTitle(ADDRESS_LIST_TEXTS[language].household);
  return pdf.save();
}

/** The households without an address, one name a line, on plain A4 pages after the labels. */
function missingPages(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }, size: [number, number], missing: AddressEntry[], language: UiLanguage): void {
  const margin = mm(20);
  let page = pdf.addPage(size);
  let y = size[1] - margin;
  page.drawText(printable(fonts.bold, ADDRESS_LIST_TEXTS[language].missingTitle), { x: margin, y, size: 14, font: fonts.bold });
  y -= 2 * LINE_HEIGHT;
  for (const entry of missing) {
    if (y < margin) {
      page = pdf.addPage(size);
      y = size[1] - margin;
    }
    page.drawText(fitted(fonts.regular, printable(fonts.regular, entry.name), size[0] - 2 * margin), { x: margin, y, size: FONT_SIZE, font: fonts.regular });
    y -= LINE_HEIGHT;
  }
}
