import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { UiLanguage } from "../../../domain/languages";
import { fill } from "../../../domain/fill";
import { printable } from "../addressList/labelsPdf";
import type { CatererList, CatererTable } from "./catererList";
import { tableLabel } from "./tableLabel";
import { SEATING_PRINT_TEXTS } from "./texts";

const POINTS_PER_MM = 72 / 25.4;
const mm = (value: number) => value * POINTS_PER_MM;
const A4: [number, number] = [mm(210), mm(297)];
const MARGIN = mm(15);
const SIZE = 9.5;
const LINE = 12;
/** Seat, guest, child, dietary: the widths of the columns in points; the dietary answer takes the rest. */
const COLUMNS = { seat: mm(14), name: mm(72), child: mm(16) } as const;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** A text broken into lines no wider than `width`, at word breaks where it can and inside a word where it must. */
export function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (font.widthOfTextAtSize(line + char, size) > width && line) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** Writes from the top of the page down, starting a new A4 page when the next block would not fit. */
class Writer {
  page: PDFPage;
  y = 0;
  constructor(private readonly pdf: PDFDocument) {
    this.page = this.newPage();
  }
  newPage(): PDFPage {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }
  room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(text: string, x: number, font: PDFFont, size = SIZE): void {
    this.page.drawText(text, { x, y: this.y - size, size, font });
  }
}

function drawTable(writer: Writer, fonts: Fonts, table: CatererTable, language: UiLanguage): void {
  const texts = SEATING_PRINT_TEXTS[language];
  const left = MARGIN;
  const x = { seat: left, name: left + COLUMNS.seat, child: left + COLUMNS.seat + COLUMNS.name, dietary: left + COLUMNS.seat + COLUMNS.name + COLUMNS.child };
  const dietaryWidth = A4[0] - MARGIN - x.dietary;
  const heading = wrapped(fonts.bold, printable(fonts.bold, `${tableLabel(table.name, texts)} · ${fill(texts.seatsOf, { seats: table.seats })}`), 12, A4[0] - 2 * MARGIN);
  // A table's heading, its column heads and its first guest stay together.
  writer.room(heading.length * 15 + 2 * LINE + 6);
  for (const line of heading) {
    writer.text(line, left, fonts.bold, 12);
    writer.y -= 15;
  }
  const heads: [string, number][] = [[texts.seat, x.seat], [texts.guest, x.name], [texts.child, x.child], [texts.dietary, x.dietary]];
  for (const [head, at] of heads) writer.text(printable(fonts.bold, head), at, fonts.bold);
  writer.y -= LINE + 2;
  for (const guest of table.guests) {
    const name = wrapped(fonts.regular, printable(fonts.regular, guest.name), SIZE, COLUMNS.name - mm(2));
    const dietary = wrapped(fonts.regular, printable(fonts.regular, guest.dietary), SIZE, dietaryWidth);
    const lines = Math.max(name.length, dietary.length);
    writer.room(lines * LINE);
    writer.text(String(guest.seat), x.seat, fonts.regular);
    const top = writer.y;
    name.forEach((line, index) => {
      writer.y = top - index * LINE;
      writer.text(line, x.name, fonts.regular);
    });
    writer.y = top;
    if (guest.child) writer.text(printable(fonts.regular, texts.child), x.child, fonts.regular);
    dietary.forEach((line, index) => {
      writer.y = top - index * LINE;
      writer.text(line, x.dietary, fonts.regular);
    });
    writer.y = top - lines * LINE;
  }
  writer.room(LINE);
  writer.text(printable(fonts.bold, countsLine(table.counts, language)), x.name, fonts.bold);
  writer.y -= LINE + 10;
}

const countsLine = (counts: CatererList["counts"], language: UiLanguage) => {
  const texts = SEATING_PRINT_TEXTS[language];
  return `${texts.guests}: ${counts.guests} · ${texts.children}: ${counts.children} · ${texts.specialDiets}: ${counts.specialDiets}`;
};

/**
 * The caterer's list on A4 pages (pdf-lib, like the address labels): per table its seats, each
 * guest with seat number, a child marked and the dietary answer, the table's totals, and the
 * evening's totals at the end. Long names and answers wrap within their column.
 */
export async function catererPdf(list: CatererList, eventName: string, language: UiLanguage): Promise<Uint8Array> {
  const texts = SEATING_PRINT_TEXTS[language];
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf);
  for (const line of wrapped(fonts.bold, printable(fonts.bold, `${texts.catererTitle} – ${eventName}`), 16, A4[0] - 2 * MARGIN)) {
    writer.text(line, MARGIN, fonts.bold, 16);
    writer.y -= 20;
  }
  writer.text(printable(fonts.bold, `${texts.total}: ${countsLine(list.counts, language)}`), MARGIN, fonts.bold, 11);
  writer.y -= 28;
  for (const table of list.tables) drawTable(writer, fonts, table, language);
  writer.room(LINE * 2);
  writer.text(printable(fonts.bold, `${texts.total}: ${countsLine(list.counts, language)}`), MARGIN, fonts.bold, 11);
  pdf.setTitle(`${texts.catererTitle} – ${eventName}`);
  return pdf.save();
}
