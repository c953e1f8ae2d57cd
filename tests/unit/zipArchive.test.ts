import { Readable } from "node:stream";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipArchive, type ZipEntry } from "../../src/server/features/guestPhotos/zipArchive";

const modified = new Date("2026-06-13T16:05:42Z");
const bytes = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 31 + seed) % 256));

async function written(entries: ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipArchive(entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the streamed ZIP", () => {
  it("stores each file as it is, with UTF-8 names and its time; a file that is gone is left out", async () => {
    const opened: string[] = [];
    const entry = (name: string, body: () => Buffer | Readable | null): ZipEntry => ({ name, modified, open: async () => (opened.push(name), body()) });
    const archive = await written([
      entry("2026-06-13 18.05 Åsa Öberg 1.jpg", () => bytes(70_000, 1)),
      entry("gone.jpg", () => null),
      entry("2026-06-13 18.05 Märta Ärlig 1.mp4", () => Readable.from([bytes(40_000, 2), bytes(30_000, 3)])),
      entry("bilder.csv", () => Buffer.from("\uFEFFfil;namn\r\n")),
    ]);
    const zip = await JSZip.loadAsync(archive);
    expect(Object.keys(zip.files)).toEqual(["2026-06-13 18.05 Åsa Öberg 1.jpg", "2026-06-13 18.05 Märta Ärlig 1.mp4", "bilder.csv"]);
    expect(await zip.file("2026-06-13 18.05 Åsa Öberg 1.jpg")!.async("nodebuffer")).toEqual(bytes(70_000, 1));
    expect(await zip.file("2026-06-13 18.05 Märta Ärlig 1.mp4")!.async("nodebuffer")).toEqual(Buffer.concat([bytes(40_000, 2), bytes(30_000, 3)]));
    expect(zip.file("bilder.csv")!.date.getTime()).toBe(modified.getTime());
    // Stored, not deflated: the archive is the files and little more.
    expect(archive.length).toBeLessThan(140_100 + 3 * 250);
    expect(opened).toHaveLength(4);
  });

  it("opens the next file only once the one before has been read", async () => {
    const open: string[] = [];
    let mostOpen = 0;
    const file = (name: string): ZipEntry => ({
      name,
      modified,
      open: async () => {
        open.push(name);
        mostOpen = Math.max(mostOpen, open.length);
        return Readable.from([bytes(10_000, name.length)]).once("end", () => open.splice(open.indexOf(name), 1));
      },
    });
    const zip = await JSZip.loadAsync(await written(["a.jpg", "bb.jpg", "ccc.jpg"].map(file)));
    expect(Object.keys(zip.files)).toHaveLength(3);
    expect(mostOpen).toBe(1);
  });

  it("closes the file being read, and opens no other, when the reader goes away", async () => {
    const file = Readable.from((function* () {
      for (let index = 0; index < 1000; index++) yield bytes(1000, index);
    })());
    let laterOpened = false;
    const archive = zipArchive([
      { name: "a.mp4", modified, open: async () => file },
      { name: "b.mp4", modified, open: async () => ((laterOpened = true), Buffer.from("b")) },
    ]);
    await new Promise((resolve) => archive.once("data", resolve));
    archive.destroy();
    await new Promise((resolve) => file.once("close", resolve));
    expect(file.destroyed).toBe(true);
    expect(laterOpened).toBe(false);
  });
});
