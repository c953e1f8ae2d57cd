import { inflateRawSync } from "node:zlib";
import { GuestFileError } from "../../../domain/guestList/importFile";

/**
 * What an .xlsx may unpack to: a full guest list (5,000 rows, a dozen columns) is about 3 MB of
 * XML, and exceljs holds the unpacked files and then every cell as an object, so this caps memory.
 */
export const XLSX_UNPACKED_MAX_BYTES = 20 * 1024 * 1024;
/** Files inside one .xlsx: Excel writes about 15; thousands of tiny ones would only cost time. */
const XLSX_ENTRIES_MAX = 500;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const unreadable = () => new GuestFileError("unsupportedFile");
const tooLarge = () => new GuestFileError("xlsxTooLarge", XLSX_UNPACKED_MAX_BYTES / 1024 / 1024);

/**
 * Refuses an .xlsx (a zip) whose files would unpack past the bound, before exceljs unpacks it
 * all in memory. The sizes a zip declares can lie, so each file is unpacked here with its
 * declared size as a hard cap: what exceljs (JSZip) then unpacks from the same bytes is never
 * more. Reads the central directory as JSZip does (the last end record, the sizes it lists).
 */
export function checkXlsxBounds(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = lastEndRecord(view);
  const entries = view.getUint16(end + 10, true);
  if (entries > XLSX_ENTRIES_MAX) throw tooLarge();
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw unreadable();
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const localHeader = view.getUint32(at + 42, true);
    total += size;
    if (total > XLSX_UNPACKED_MAX_BYTES) throw tooLarge();
    unpackCapped(bytes, view, localHeader, compressedSize, size, method);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
}

/** The end-of-central-directory record, searched from the end (it may be followed by a comment). */
function lastEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

function unpackCapped(bytes: Uint8Array, view: DataView, localHeader: number, compressedSize: number, size: number, method: number): void {
  if (localHeader + 30 > view.byteLength || view.getUint32(localHeader, true) !== LOCAL_HEADER) throw unreadable();
  const start = localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true);
  if (start + compressedSize > bytes.byteLength) throw unreadable();
  if (method === STORED) {
    if (compressedSize !== size) throw unreadable();
    return;
  }
  if (method !== DEFLATED) throw unreadable();
  try {
    inflateRawSync(bytes.subarray(start, start + compressedSize), { maxOutputLength: Math.max(size, 1) });
  } catch (error) {
    // More than declared: a zip bomb's lie; anything else: a broken file.
    throw (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? tooLarge() : unreadable();
  }
}
