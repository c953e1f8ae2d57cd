import { Readable } from "node:stream";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { zipStream, type ZipEntry } from "../../src/server/features/guestPhotos/zipStream";

const time = { year: 2026, month: 6, day: 13, hour: 18, minute: 5, second: 42 };
const bytes = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 31 + seed) % 256));

async function written(entries: ZipEntry[], bounds?: { offset: number; entries: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries, bounds)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const entries = (): ZipEntry[] => [
  { name: "2026-06-13 18.05 Åsa Öberg 1.jpg", time, open: async () => bytes(70_000, 1) },
  { name: "gone.jpg", time, open: async () => null },
  { name: "2026-06-13 18.05 Märta Ärlig 1.mp4", time, open: async () => Readable.from([bytes(40_000, 2), bytes(30_000, 3)]) },
  { name: "bilder.csv", time, open: async () => Buffer.from("\uFEFFfil;namn\r\n") },
];

describe("the streamed ZIP writer", () => {
  it("stores each file as it is, with UTF-8 names and the given time; a file that is gone is left out", async () => {
    const archive = await written(entries());
    const zip = await JSZip.loadAsync(archive);
    expect(Object.keys(zip.files)).toEqual(["2026-06-13 18.05 Åsa Öberg 1.jpg", "2026-06-13 18.05 Märta Ärlig 1.mp4", "bilder.csv"]);
    expect(await zip.file("2026-06-13 18.05 Åsa Öberg 1.jpg")!.async("nodebuffer")).toEqual(bytes(70_000, 1));
    expect(await zip.file("2026-06-13 18.05 Märta Ärlig 1.mp4")!.async("nodebuffer")).toEqual(Buffer.concat([bytes(40_000, 2), bytes(30_000, 3)]));
    const date = zip.file("bilder.csv")!.date;
    expect([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()]).toEqual([2026, 6, 13, 18, 5]);
    // Stored, not deflated: the archive is the files and little more.
    expect(archive.length).toBeLessThan(140_100 + 3 * 200);
  });

  it("writes the ZIP64 records once offsets or entries pass the classic fields, and readers still find every file", async () => {
    const archive = await written(entries(), { offset: 60_000, entries: 2 });
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const zip = await JSZip.loadAsync(archive);
    expect(Object.keys(zip.files)).toHaveLength(3);
    expect(await zip.file("2026-06-13 18.05 Märta Ärlig 1.mp4")!.async("nodebuffer")).toEqual(Buffer.concat([bytes(40_000, 2), bytes(30_000, 3)]));
  });

  it("destroys the file being read when the reader stops", async () => {
    const file = Readable.from((function* () {
      for (let index = 0; index < 100; index++) yield bytes(1000, index);
    })());
    const stream = zipStream([{ name: "a.mp4", time, open: async () => file }]);
    await stream.next();
    await stream.next();
    await stream.return(undefined);
    expect(file.destroyed).toBe(true);
  });
});
