import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  content: Buffer;
  /** The unpacked size the zip claims; a zip bomb claims less than its content unpacks to. */
  declaredSize?: number;
}

/** An entry as the zip stores it: its deflated bytes, and the checksum and size it declares. */
export interface DeflatedEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

export const deflated = (entry: ZipEntry): DeflatedEntry => ({
  name: entry.name,
  data: deflateRawSync(entry.content),
  crc: crc32(entry.content),
  size: entry.declaredSize ?? entry.content.length,
});

/** The local records (header and data, from offset 0) of the entries, and the central directory listing them. */
export function zipRecords(entries: DeflatedEntry[]): { locals: Buffer; directory: Buffer } {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(entry.crc, at);
      header.writeUInt32LE(entry.data.length, at + 4);
      header.writeUInt32LE(entry.size, at + 8);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes(local, 14);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes(central, 16);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  return { locals: Buffer.concat(locals), directory: Buffer.concat(directory) };
}

/** The classic end-of-central-directory record. */
export function endRecord(entries: number, directory: Buffer, directoryOffset: number, diskNumber = 0): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(diskNumber, 4);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** A zip file (deflated entries) written by hand, so a test can make one that lies about its sizes. */
export function zipFile(entries: ZipEntry[]): Buffer {
  const { locals, directory } = zipRecords(entries.map(deflated));
  return Buffer.concat([locals, directory, endRecord(entries.length, directory, locals.length)]);
}
