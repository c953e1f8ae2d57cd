import type { UiLanguage } from "../../../domain/languages";
import { fill } from "../../../domain/fill";
import type { CatererList } from "./catererList";
import { tableLabel } from "./tableLabel";
import { SEATING_PRINT_TEXTS } from "./texts";

const MAX_SHEET_NAME = 31;
const MAX_COLUMN_WIDTH = 60;
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_SHEET_NAME);

/**
 * The caterer's list as an Excel workbook: one sheet with every guest grouped by table (a bold
 * total row closes each table) and one with the totals per table and overall. Every name and
 * dietary answer is a text cell: a guest's "=…" is shown, never run as a formula.
 */
export async function catererWorkbook(list: CatererList, eventName: string, language: UiLanguage): Promise<Uint8Array> {
  // Loaded on the first list made, as pdf-lib is for the labels: most processes never export one.
  const { default: ExcelJS } = await import("exceljs");
  const texts = SEATING_PRINT_TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  workbook.title = `${texts.catererTitle} – ${eventName}`;

  const guests = workbook.addWorksheet(sheetName(texts.catererTitle), { views: [{ state: "frozen", ySplit: 1 }] });
  guests.addRow([texts.table, texts.seat, texts.guest, texts.child, texts.dietary]).font = { bold: true };
  for (const table of list.tables) {
    const name = tableLabel(table.name, texts);
    for (const guest of table.guests) guests.addRow([name, guest.seat, guest.name, guest.child ? texts.child : null, guest.dietary || null]);
    const total = guests.addRow([`${texts.total} ${name}`, fill(texts.seatsOf, { seats: table.seats }), table.counts.guests, table.counts.children, table.counts.specialDiets]);
    total.font = { bold: true };
    guests.addRow([]);
  }
  const overall = guests.addRow([texts.total, null, list.counts.guests, list.counts.children, list.counts.specialDiets]);
  overall.font = { bold: true };
  const longest = (column: number) => guests.getColumn(column).values.reduce<number>((most, value) => Math.max(most, String(value ?? "").length), 4);
  for (const column of [1, 2, 3, 4, 5]) guests.getColumn(column).width = Math.min(MAX_COLUMN_WIDTH, longest(column) + 2);

  const totals = workbook.addWorksheet(sheetName(texts.total), { views: [{ state: "frozen", ySplit: 1 }] });
  totals.addRow([texts.table, texts.seat, texts.guests, texts.children, texts.specialDiets]).font = { bold: true };
  for (const table of list.tables) totals.addRow([tableLabel(table.name, texts), table.seats, table.counts.guests, table.counts.children, table.counts.specialDiets]);
  totals.addRow([texts.total, list.tables.reduce((sum, table) => sum + table.seats, 0), list.counts.guests, list.counts.children, list.counts.specialDiets]).font = { bold: true };
  totals.getColumn(1).width = Math.min(MAX_COLUMN_WIDTH, Math.max(8, ...list.tables.map((table) => tableLabel(table.name, texts).length)) + 2);
  for (const column of [2, 3, 4, 5]) totals.getColumn(column).width = 14;

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
