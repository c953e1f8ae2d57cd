import ExcelJS from "exceljs";

/**
 * The answers as an Excel file (spec 3, section 7: "made in the browser … columns for the
 * questions plus a date column"). This module, and exceljs with it, is imported only when the
 * owner presses the export button, so the editor never loads it otherwise.
 */
export interface ExportTable {
  sheetName: string;
  header: string[];
  rows: string[][];
}

const MAX_SHEET_NAME = 31;
const MAX_COLUMN_WIDTH = 60;

/** Excel refuses these characters in a sheet's name, and names over 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_SHEET_NAME) || "Sheet1";

/** One sheet per table, in order: the answers, then (for a site with a guest list) the guest list's. */
export async function answersWorkbook(...tables: ExportTable[]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) addSheet(workbook, table);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function addSheet(workbook: ExcelJS.Workbook, table: ExportTable): void {
  // Excel refuses two sheets of one name (a form could be called as the guest list's sheet).
  const name = sheetName(table.sheetName);
  const taken = (candidate: string) => workbook.worksheets.some((sheet) => sheet.name.toLowerCase() === candidate.toLowerCase());
  const sheet = workbook.addWorksheet(taken(name) ? `${name.slice(0, MAX_SHEET_NAME - 2)} 2` : name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(table.header).font = { bold: true };
  // An unanswered question is an empty cell, not an empty text.
  sheet.addRows(table.rows.map((row) => row.map((cell) => (cell === "" ? null : cell))));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.header.length } };
  table.header.forEach((title, index) => {
    const longest = table.rows.reduce((most, row) => Math.max(most, row[index]?.length ?? 0), title.length);
    sheet.getColumn(index + 1).width = Math.min(MAX_COLUMN_WIDTH, longest + 2);
  });
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadWorkbook(tables: ExportTable[], fileName: string): Promise<void> {
  const blob = new Blob([await answersWorkbook(...tables)], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is needed no longer.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
