import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  content: Buffer;
  /** The unpacked size the zip claims; a zip bomb claims less than its content unpacks to. */
  declaredSize?: number;
}

/** A zip file (deflated entries) written by hand, so a test can make one that lies about its sizes. */
export function zipFile(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(entry.content), at);
      header.writeUInt32LE(data.length, at + 4);
      header.writeUInt32LE(size, at + 8);
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
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
