import sharp from "sharp";
import exifReader from "exif-reader";
const w = +process.argv[2], h = +process.argv[3], out = process.argv[4];
const img = sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 80 } } })
  .composite([{ input: Buffer.from(`<svg width="${w}" height="${h}"><circle cx="${w/4}" cy="${h/2}" r="${h/4}" fill="navy"/></svg>`) }])
  .withExif({ IFD0: { Make: "Apple", Model: "iPhone 15 Pro" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 19/1 4620/100", GPSLongitudeRef: "E", GPSLongitude: "18/1 4/1 1218/100" } }).withMetadata({ orientation: 6 });
await img.jpeg({ quality: 90 }).toFile(out);
const m = await sharp(out).metadata();
console.log(m.width, m.height, m.orientation, JSON.stringify(exifReader(m.exif)));
