import sharp from "sharp";

/** A photo-like image: a gradient with noise, so it compresses like a real one. */
export async function photo(width: number, height: number, format: "jpeg" | "png") {
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const image = sharp(gradient).composite([{ input: noise, blend: "overlay" }]);
  return format === "jpeg" ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

/** An image upload of one file, as the browser sends it. */
export function imageForm(content: Buffer, fileName = "bild.jpg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)], { type: "image/jpeg" }), fileName);
  return form;
}
