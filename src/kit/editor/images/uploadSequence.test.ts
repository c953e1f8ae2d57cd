import { describe, expect, it } from "vitest";
import { uploadInSequence, type UploadProgress } from "./uploadSequence";

const file = (name: string, size: number) => ({ name, size });

function run(files: { name: string; size: number }[], upload: (file: { name: string; size: number }, onProgress: (sent: number) => void) => Promise<string>) {
  const progress: UploadProgress[] = [];
  const uploaded: string[] = [];
  const result = uploadInSequence(files, upload, { onProgress: (entry) => progress.push(entry), onUploaded: (name) => uploaded.push(name) });
  return { result, progress, uploaded };
}

describe("uploadInSequence", () => {
  it("uploads one file at a time, in order, reporting each as it arrives", async () => {
    const started: string[] = [];
    let running = 0;
    const { result, uploaded } = run([file("a", 10), file("b", 30), file("c", 60)], async (entry) => {
      running += 1;
      expect(running).toBe(1);
      started.push(entry.name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return `${entry.name}.jpg`;
    });
    expect(await result).toBeUndefined();
    expect(started).toEqual(["a", "b", "c"]);
    expect(uploaded).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
  });

  it("reports the share of all bytes sent, ending at 1", async () => {
    const { result, progress } = run([file("a", 25), file("b", 75)], async (entry, onProgress) => {
      onProgress(0.5);
      return entry.name;
    });
    await result;
    expect(progress.map((entry) => [entry.index, entry.share])).toEqual([
      [0, 0],
      [0, 0.125],
      [1, 0.25],
      [1, 0.625],
      [1, 1],
    ]);
    expect(progress.every((entry) => entry.count === 2)).toBe(true);
  });

  it("counts files without bytes as equal shares", async () => {
    const { result, progress } = run([file("a", 0), file("b", 0)], async (entry, onProgress) => {
      onProgress(1);
      return entry.name;
    });
    await result;
    expect(progress.map((entry) => entry.share)).toEqual([0, 0.5, 0.5, 1, 1]);
  });

  it("goes on after a failure and returns the first one", async () => {
    const first = new Error("not an image");
    const { result, uploaded } = run([file("a", 1), file("b", 1), file("c", 1)], async (entry) => {
      if (entry.name === "a") throw first;
      if (entry.name === "b") throw new Error("too large");
      return entry.name;
    });
    expect(await result).toBe(first);
    expect(uploaded).toEqual(["c"]);
  });

  it("stops quietly when the run is aborted", async () => {
    const calls: string[] = [];
    const { result, uploaded } = run([file("a", 1), file("b", 1)], async (entry) => {
      calls.push(entry.name);
      throw new DOMException("stopped", "AbortError");
    });
    expect(await result).toBeUndefined();
    expect(calls).toEqual(["a"]);
    expect(uploaded).toEqual([]);
  });
});
