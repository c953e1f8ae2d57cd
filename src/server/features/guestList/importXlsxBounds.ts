import JSZip from "jszip";
import { GuestFileError } from "../../../domain/guestList/importFile";

/**
 * What an .xlsx may unpack to: a full guest list (5,000 rows, a dozen columns) is about 3 MB of
 * XML, and exceljs holds the unpacked files and then every cell as an object, so this caps memory.
 */
export const XLSX_UNPACKED_MAX_BYTES = 20 * 1024 * 1024;
/** Files inside one .xlsx: Excel writes about 15; thousands of tiny ones would only cost time. */
const XLSX_ENTRIES_MAX = 500;

/** What every central-directory record starts with: JSZip lists one file per record it reads. */
const DIRECTORY_RECORD = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

const unreadable = () => new GuestFileError("unsupportedFile");
const tooLarge = () => new GuestFileError("xlsxTooLarge", XLSX_UNPACKED_MAX_BYTES / 1024 / 1024);

/**
 * An .xlsx (a zip) unpacked by JSZip, the unzipper exceljs uses, counting what comes out and
 * stopping past the bound: a zip's sizes can lie and it can hold two directories (a classic one
 * and a zip64 one), so only the bytes the unzipper produces are counted. The files come back
 * packed again without compression, for exceljs to read what was counted and nothing else.
 */
export async function unpackXlsxWithinBounds(bytes: Uint8Array): Promise<Uint8Array> {
  // JSZip reads its directory in one go: a 2 MB zip of empty files would list 40,000 of them.
  if (occurrences(bytes, DIRECTORY_RECORD) > XLSX_ENTRIES_MAX) throw tooLarge();
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw unreadable();
  }
  const files = Object.values(zip.files).filter((file) => !file.dir);
  const unpacked = new JSZip();
  let room = XLSX_UNPACKED_MAX_BYTES;
  for (const file of files) {
    const content = await unpackWithin(file, room);
    room -= content.length;
    unpacked.file(file.name, content, { createFolders: false });
  }
  return unpacked.generateAsync({ type: "uint8array", compression: "STORE" });
}

/** JSZip's streaming read: documented, though missing from its type declarations. */
type StreamedZipObject = JSZip.JSZipObject & { internalStream(type: "uint8array"): JSZip.JSZipStreamHelper<Uint8Array> };

/** One file's content, refused once it passes `room` bytes; JSZip unpacks a chunk at a time, yielding between chunks. */
function unpackWithin(file: JSZip.JSZipObject, room: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stream = (file as StreamedZipObject).internalStream("uint8array");
    stream
      .on("data", (chunk) => {
        size += chunk.length;
        if (size <= room) return void chunks.push(chunk);
        // A zip bomb: pausing stops JSZip unpacking the rest.
        stream.pause();
        reject(tooLarge());
      })
      // Bad deflate data, or a size that does not match what was unpacked: a broken file.
      .on("error", () => reject(unreadable()))
      .on("end", () => resolve(Buffer.concat(chunks)))
      .resume();
  });
}

/** How often `part` occurs in `bytes`: at least as often as JSZip can find a record starting with it, whichever directory it follows. */
function occurrences(bytes: Uint8Array, part: Buffer): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  for (let at = buffer.indexOf(part); at !== -1; at = buffer.indexOf(part, at + 1)) count++;
  return count;
}
