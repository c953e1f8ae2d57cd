import sharp from "sharp";
import type { ThumbnailQuality, VideoThumbnails } from "./videoThumbnails";

const SIZES: Record<ThumbnailQuality, [number, number]> = { maxresdefault: [1280, 720], sddefault: [640, 480] };

/** Offline thumbnails: a soft gradient poster, different per video id, as JPEG. */
export function sandboxThumbnails(): VideoThumbnails {
  return {
    async fetch(videoId: string, quality: ThumbnailQuality) {
      const [width, height] = SIZES[quality];
      const hue = [...videoId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 50% 18%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.35}" fill="#ffffff" opacity="0.08"/><circle cx="${width * 0.25}" cy="${height * 0.75}" r="${height * 0.25}" fill="#ffffff" opacity="0.06"/></svg>`;
      return { body: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), contentType: "image/jpeg" };
    },
  };
}
