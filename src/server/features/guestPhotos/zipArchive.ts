import type { Readable } from "node:stream";
import { ZipFile } from "yazl";

/** A file to put in the archive: its bytes are read only when its turn comes. */
export interface ZipEntry {
  name: string;
  /** When it was made: readers show it on their own clock. */
  modified: Date;
  open: () => Promise<Buffer | Readable | null>;
}

/**
 * The entries as one ZIP, written as it is read (yazl: stored, not deflated, since photos and
 * videos are compressed already; ZIP64 once past 4 GB). One file is open at a time: the next is
 * opened once the one before has been read, and a file that is gone is left out. When the reader
 * goes away, the file being read is closed and nothing more is opened.
 */
export function zipArchive(entries: Iterable<ZipEntry>): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | null = null;
  let stopped = false;
  output.once("close", () => {
    stopped = true;
    reading?.destroy();
  });
  void (async () => {
    for (const entry of entries) {
      if (stopped) return;
      const body = await entry.open();
      if (!body) continue;
      const options = { mtime: entry.modified, compress: false };
      if (Buffer.isBuffer(body)) {
        zip.addBuffer(body, entry.name, options);
        continue;
      }
      reading = body;
      await new Promise<void>((resolve) => {
        body.once("end", resolve).once("close", resolve).once("error", resolve);
        zip.addReadStream(body, entry.name, options);
      });
      reading = null;
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
