import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createDeflateRaw } from "node:zlib";
import { deflated, endRecord, zipRecords, type DeflatedEntry, type ZipEntry } from "./zipFile";

const MB = 1024 * 1024;

/** `megabytes` of spaces as a deflated entry (about a thousandth of that), made a megabyte at a time. */
export async function deflatedSpaces(name: string, megabytes: number): Promise<DeflatedEntry> {
  const chunk = Buffer.alloc(MB, " ");
  let crc = 0;
  const parts: Buffer[] = [];
  await pipeline(
    Readable.from((function* () {
      for (let index = 0; index < megabytes; index++) {
        crc = crc32(chunk, crc);
        yield chunk;
      }
    })()),
    createDeflateRaw({ level: 9 }),
    async (deflatedChunks: AsyncIterable<Buffer>) => {
      for await (const part of deflatedChunks) parts.push(part);
    },
  );
  return { name, data: Buffer.concat(parts), crc, size: megabytes * MB };
}

/**
 * A zip with two central directories: the classic end record lists only `visible`; its disk
 * number 0xFFFF sends a zip64 reader (JSZip, so exceljs) to the zip64 end record, whose
 * directory lists `hidden` too. Laid out as JSZip expects, the zip64 directory right before
 * its end record, so it reads the file without complaint.
 */
export function zip64WithHiddenEntry(visible: ZipEntry, hidden: DeflatedEntry): Buffer {
  const both = zipRecords([deflated(visible), hidden]);
  const classic = zipRecords([deflated(visible)]).directory;
  const zip64DirectoryOffset = both.locals.length + classic.length;
  const zip64EndOffset = zip64DirectoryOffset + both.directory.length;

  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(2n, 24);
  zip64End.writeBigUInt64LE(2n, 32);
  zip64End.writeBigUInt64LE(BigInt(both.directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(zip64DirectoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(zip64EndOffset), 8);
  locator.writeUInt32LE(1, 16);

  return Buffer.concat([both.locals, classic, both.directory, zip64End, locator, endRecord(1, classic, both.locals.length, 0xffff)]);
}
