import { CsvError, parse } from "csv-parse/browser/esm/sync";
import type { UiLanguage } from "../languages";
import { importText, type ImportTextCode } from "./importTexts";

/** The largest guest-list file read: a list of thousands of guests is well under it. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Rows read from a file, header included: every guest of a full list, with room for blank rows. */
export const IMPORT_ROWS_MAX = 5000;
/**
 * Columns read from a row: a guest list has a dozen. In Excel a cell far to the right must not make
 * every row that wide (cells past it are left out); a CSV file with a wider row is refused.
 */
export const IMPORT_COLUMNS_MAX = 100;
/** Cells in a CSV file, empty ones included: 5,000 rows of 20 columns, so rows and columns cannot both be at their bound. */
export const IMPORT_CELLS_MAX = 100_000;

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
export async function readGuestFile(bytes: Uint8Array, fileName: string, options: ReadOptions = {}): Promise<string[][]> {
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new GuestFileError("fileTooLarge", IMPORT_FILE_MAX_BYTES / 1024 / 1024);
  if (bytes.length === 0) throw new GuestFileError("emptyFile");
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  const rows = isZip(bytes) ? await readXlsx(bytes, extension, options) : readCsv(bytes, extension);
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === "")) rows.pop();
  if (rows.length === 0) throw new GuestFileError("emptyFile");
  return rows;
}

export interface ReadOptions {
  /** Gives the .xlsx that exceljs reads in place of the uploaded one: the server's, unpacked within a bound. */
  unpackXlsx?: (bytes: Uint8Array) => Promise<Uint8Array>;
}

const TEXT_EXTENSIONS = new Set(["csv", "txt", "tsv"]);

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Excel's old binary format starts with the OLE compound-file signature. */
function isOleFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

async function readXlsx(upload: Uint8Array, extension: string, options: ReadOptions): Promise<string[][]> {
  if (extension !== "xlsx") throw new GuestFileError("unsupportedFile");
  const bytes = options.unpackXlsx ? await options.unpackXlsx(upload) : upload;
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
  const delimiter = delimiterOf(text);
  checkCellBound(text, delimiter);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
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
  if (rows.some((row) => row.length > IMPORT_COLUMNS_MAX)) throw new GuestFileError("tooManyColumns", IMPORT_COLUMNS_MAX);
  return rows.map((row) => (row.length === 1 && row[0] === "" ? [] : row));
}

/**
 * Refuses a text with more cells than the bound before it is parsed. Every cell but the last ends
 * at a separator or a line break, so counting those bounds the cells whatever the quotes do (a
 * quoted separator only makes fewer): no parser's reading is needed to trust it.
 */
function checkCellBound(text: string, delimiter: string): void {
  const separator = delimiter.charCodeAt(0);
  let ends = 0;
  let lines = 1;
  let onLine = 0;
  let widest = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === separator) {
      ends++;
      onLine++;
    } else if (code === 0x0a || code === 0x0d) {
      ends++;
      if (code === 0x0a) lines++;
      widest = Math.max(widest, onLine);
      onLine = 0;
    }
  }
  if (ends + 1 <= IMPORT_CELLS_MAX) return;
  // Name what the owner can see: a line of separators is too wide, a file of lines too long.
  if (Math.max(widest, onLine) >= IMPORT_COLUMNS_MAX) throw new GuestFileError("tooManyColumns", IMPORT_COLUMNS_MAX);
  if (lines > IMPORT_ROWS_MAX) throw new GuestFileError("tooManyRows", IMPORT_ROWS_MAX);
  throw new GuestFileError("tooManyCells", IMPORT_CELLS_MAX);
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
  const firstLine = /^[^\S\r\n]*\S.*$/m.exec(text)?.[0] ?? "";
  // Counted, not split: the line may be the whole file.
  const counts = [";", ",", "\t"].map((delimiter) => ({ delimiter, count: occurrences(firstLine, delimiter) }));
  const best = counts.reduce((most, next) => (next.count > most.count ? next : most));
  return best.count > 0 ? best.delimiter : ",";
}

function occurrences(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}
