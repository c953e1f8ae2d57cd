/**
 * A guest's video (ISO BMFF: MP4 or QuickTime) loses its metadata in place: every metadata box
 * (a top-level `meta`, `moov/udta`, `moov/meta`, `trak/udta`, `trak/meta`) becomes a `free` box
 * of the same size with its payload zeroed, so every offset (the sample tables' `stco`) stays
 * valid and the location (©xyz, com.apple.quicktime.location.ISO6709) and camera are gone.
 */

const METADATA = new Set(["udta", "meta"]);

interface Box {
  type: string;
  start: number;
  /** Where the payload starts (after the 8- or 16-byte header). */
  body: number;
  end: number;
}

/** The boxes between `start` and `end`; a box running past `end` is a broken file. */
function boxes(file: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at + 8 <= end; ) {
    let size = file.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) throw new Error("A box's size is cut short");
      size = Number(file.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) throw new Error("A box runs past its container");
    found.push({ type: file.toString("latin1", at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

function blank(file: Buffer, box: Box): void {
  file.write("free", box.start + 4, "latin1");
  file.fill(0, box.body, box.end);
}

/** The width and height in a track header (16.16 fixed point, at the end of `tkhd`). */
function trackSize(file: Buffer, tkhd: Box): { width: number; height: number } {
  return { width: file.readUInt32BE(tkhd.end - 8) >>> 16, height: file.readUInt32BE(tkhd.end - 4) >>> 16 };
}

/** The handler type of a track (`vide`, `soun` …) from `mdia/hdlr`. */
function handlerOf(file: Buffer, trak: Box): string | undefined {
  const mdia = boxes(file, trak.body, trak.end).find((box) => box.type === "mdia");
  const hdlr = mdia && boxes(file, mdia.body, mdia.end).find((box) => box.type === "hdlr");
  return hdlr && hdlr.body + 12 <= hdlr.end ? file.toString("latin1", hdlr.body + 8, hdlr.body + 12) : undefined;
}

/**
 * Blanks the metadata of `file` (changed in place) and answers the video track's size;
 * throws for a file that is not a well-formed video with a sized video track.
 */
export function stripVideoMetadata(file: Buffer): { width: number; height: number } {
  let size: { width: number; height: number } | undefined;
  for (const top of boxes(file, 0, file.length)) {
    if (METADATA.has(top.type)) blank(file, top);
    if (top.type !== "moov") continue;
    for (const child of boxes(file, top.body, top.end)) {
      if (METADATA.has(child.type)) blank(file, child);
      if (child.type !== "trak") continue;
      const inTrack = boxes(file, child.body, child.end);
      for (const box of inTrack) if (METADATA.has(box.type)) blank(file, box);
      const tkhd = inTrack.find((box) => box.type === "tkhd");
      if (!size && tkhd && handlerOf(file, child) === "vide") size = trackSize(file, tkhd);
    }
  }
  if (!size || !size.width || !size.height) throw new Error("The video has no sized video track");
  return size;
}
