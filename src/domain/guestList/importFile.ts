import { CsvError, parse } from "csv-parse/browser/esm/sync";
import type { UiLanguage } from "../languages";
import { importText, type ImportTextCode } from "./importTexts";

/** The largest guest-list file read: a list of thousands of guests is well under it. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Rows read from a file, header included: every guest of a full list, with room for blank rows. */
export const IMPORT_ROWS_MAX = 5000;
/** Columns read from an Excel row: a guest list has a dozen; a cell far to the right must not make every row that wide. */
export const IMPORT_COLUMNS_MAX = 100;

/** A guest-list file the import refuses as a whole; `code` names the text to show. */
export class GuestFileError extends Error {
  constructor(
    readonly code: ImportTextCode,
    readonly value?: string | number,
  ) {
    super(importText(code, "en", value));
    this.name = "GuestFileError";
  }

  text(language: UiLanguage): string {
    return importText(this.code, language, this.value);
  }
}

/**
 * The cells of a guest-list file as text, row by row: `rows[i]` is the row the owner sees as
 * number i + 1 in Excel (blank rows stay, as empty arrays, so problems can name rows).
 * Reads CSV (comma, semicolon or tab; UTF-8 with or without BOM, UTF-16 or Windows-1252)
 * and the first sheet of an .xlsx file; anything else is refused with a GuestFileError.
 */
export async function readGuestFile(bytes: Uint8Array, fileName: string): Promise<string[][]> {
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new GuestFileError("fileTooLarge", IMPORT_FILE_MAX_BYTES / 1024 / 1024);
  if (bytes.length === 0) throw new GuestFileError("emptyFile");
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  const rows = isZip(bytes) ? await readXlsx(bytes, extension) : readCsv(bytes, extension);
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === "")) rows.pop();
  if (rows.length === 0) throw new GuestFileError("emptyFile");
  return rows;
}

const TEXT_EXTENSIONS = new Set(["csv", "txt", "tsv"]);

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Excel's old binary format starts with the OLE compound-file signature. */
function isOleFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

async function readXlsx(bytes: Uint8Array, extension: string): Promise<string[][]> {
  if (extension !== "xlsx") throw new GuestFileError("unsupportedFile");
  // Loaded only for Excel files: the library is large, and CSV does without it.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new GuestFileError("unsupportedFile");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new GuestFileError("emptyFile");
  const rows: string[][] = [];
  sheet.eachRow((row, number) => {
    // By number, not count: rows between are kept as blank rows, so a far row is as costly as many.
    if (number > IMPORT_ROWS_MAX) throw new GuestFileError("tooManyRows", IMPORT_ROWS_MAX);
    while (rows.length < number - 1) rows.push([]);
    // Filled cells only: with includeEmpty exceljs makes a cell object for every column up to the last one.
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      if (column <= IMPORT_COLUMNS_MAX) cells[column - 1] = cell.text.trim();
    });
    rows.push(Array.from(cells, (cell) => cell ?? ""));
  });
  return rows;
}

function readCsv(bytes: Uint8Array, extension: string): string[][] {
  if (isOleFile(bytes) || !TEXT_EXTENSIONS.has(extension)) throw new GuestFileError(extension === "xls" ? "oldExcelFile" : "unsupportedFile");
  const text = decodeText(bytes);
  if (text.includes("\u0000")) throw new GuestFileError("unsupportedFile");
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    // The record the parser was in names the row where the stray quote opened; its `lines` is where the file ran out.
    if (error instanceof CsvError) throw new GuestFileError("unreadableCsv", ((error as CsvError & { records?: number }).records ?? 0) + 1);
    throw error;
  }
  if (rows.length > IMPORT_ROWS_MAX) throw new GuestFileError("tooManyRows", IMPORT_ROWS_MAX);
  return rows.map((row) => (row.length === 1 && row[0] === "" ? [] : row));
}

/**
 * UTF-8 when the bytes are valid UTF-8 (with or without BOM), UTF-16 with its BOM (Excel's
 * "Unicode text"), else Windows-1252, which older Excel writes for "CSV" in Swedish settings.
 */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's letters at 0x80–0x9F (€, –, ”, Š …); elsewhere it is Latin-1. */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Decoded by hand: Node's TextDecoder reads "windows-1252" as Latin-1, turning – and € into control characters. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** The separator used most on the first line with text, the header's: Swedish Excel writes semicolons. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, IMPORT_ROWS_MAX).find((line) => line.trim() !== "") ?? "";
  const counts = [";", ",", "\t"].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length - 1 }));
  const best = counts.reduce((most, next) => (next.count > most.count ? next : most));
  return best.count > 0 ? best.delimiter : ",";
}
