import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { storeImage } from "../src/server/features/images/pipeline";
import { localStorage } from "../src/server/providers/storage/local";

/** A 4000×3000 photo-like JPEG: a gradient under gaussian noise, so it compresses like a real one. */
async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } }).png({ compressionLevel: 1 }).toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d4a373"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient).composite([{ input: noise, blend: "soft-light" }]).jpeg({ quality: 90 }).toBuffer();
}

/** Time to store a 12-megapixel upload (original plus the four WebP sizes) in local storage: median of 3. */
export async function benchImageUpload() {
  const input = await twelveMegapixelJpeg();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-images-"));
  try {
    const storage = localStorage(dir);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await storeImage(storage, "bench-site", input, "bench.jpg");
      times.push(Math.round(performance.now() - started));
    }
    return { "input, MB": (input.length / 1024 / 1024).toFixed(1), "12 MP JPEG stored with its sizes (median of 3), ms": times.sort((a, b) => a - b)[1]! };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
