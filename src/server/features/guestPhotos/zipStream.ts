import type { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/** A file to put in the archive: its bytes are read only when its turn comes. */
export interface ZipEntry {
  name: string;
  /** Its date and time as the archive's reader should show them (the site's wall clock). */
  time: { year: number; month: number; day: number; hour: number; minute: number; second: number };
  open: () => Promise<Buffer | Readable | null>;
}

/** Where the classic records' fields end; past them the ZIP64 records take over. */
export interface ZipBounds {
  offset: number;
  entries: number;
}
const CLASSIC: ZipBounds = { offset: 0xffffffff, entries: 0xffff };
/** Data descriptor follows the data (bit 3), names are UTF-8 (bit 11). */
const FLAGS = 0x0808;

function dosTime(time: ZipEntry["time"]): { time: number; date: number } {
  return { time: (time.hour << 11) | (time.minute << 5) | Math.floor(time.second / 2), date: ((Math.max(time.year, 1980) - 1980) << 9) | (time.month << 5) | time.day };
}

function localHeader(name: Buffer, dos: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored: photos and videos are compressed already
  header.writeUInt16LE(dos.time, 10);
  header.writeUInt16LE(dos.date, 12);
  // CRC and sizes are 0 here and follow the data in its descriptor.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function descriptor(crc: number, size: number): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(crc, 4);
  record.writeUInt32LE(size, 8);
  record.writeUInt32LE(size, 12);
  return record;
}

interface Written {
  name: Buffer;
  dos: { time: number; date: number };
  crc: number;
  size: number;
  offset: number;
}

function centralHeader(entry: Written, bounds: ZipBounds): Buffer {
  const far = entry.offset >= bounds.offset;
  const extra = far ? Buffer.alloc(12) : Buffer.alloc(0);
  if (far) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(entry.offset), 4);
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE((3 << 8) | 45, 4); // made on Unix, by version 4.5
  header.writeUInt16LE(far ? 45 : 20, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.dos.time, 12);
  header.writeUInt16LE(entry.dos.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a plain file, readable by all
  header.writeUInt32LE(far ? 0xffffffff : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

function end(count: number, directoryOffset: number, directorySize: number, bounds: ZipBounds): Buffer {
  const records: Buffer[] = [];
  const zip64 = count >= bounds.entries || directoryOffset >= bounds.offset || directorySize >= bounds.offset;
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE((3 << 8) | 45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    records.push(record, locator);
  }
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(zip64 ? 0xffff : count, 8);
  record.writeUInt16LE(zip64 ? 0xffff : count, 10);
  record.writeUInt32LE(zip64 ? 0xffffffff : directorySize, 12);
  record.writeUInt32LE(zip64 ? 0xffffffff : directoryOffset, 16);
  records.push(record);
  return Buffer.concat(records);
}

/**
 * A ZIP archive written as it is read: one entry's bytes at a time, stored as they are (JPEG and
 * MP4 do not shrink), each followed by its checksum and size, with ZIP64 records past 4 GB or
 * 65,535 entries. What it holds at once is one chunk of one file and a central directory's
 * line per entry. An entry whose file is gone is left out. Stopping the iteration (a client
 * gone) destroys the file being read.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, bounds: ZipBounds = CLASSIC): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const body = await entry.open();
    if (!body) continue;
    const name = Buffer.from(entry.name, "utf8");
    const dos = dosTime(entry.time);
    const header = localHeader(name, dos);
    const start = offset;
    yield header;
    offset += header.length;
    let crc = 0;
    let size = 0;
    if (Buffer.isBuffer(body)) {
      crc = crc32(body);
      size = body.length;
      yield body;
    } else {
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      } finally {
        body.destroy();
      }
    }
    offset += size;
    const record = descriptor(crc, size);
    yield record;
    offset += record.length;
    written.push({ name, dos, crc, size, offset: start });
  }
  const directoryOffset = offset;
  let directorySize = 0;
  for (const entry of written) {
    const header = centralHeader(entry, bounds);
    directorySize += header.length;
    yield header;
  }
  yield end(written.length, directoryOffset, directorySize, bounds);
}
