import sharp from "sharp";
import { escapeHtml } from "../../../domain/html";
import { boundedMap } from "../../boundedMap";
import { imageJob } from "../images/imageJobs";

/** Drawn icons by site version, size and whether they show the initials: a site is added to a home screen rarely, by a few phones at once. */
const drawn = boundedMap<Buffer>(64);

/** The couple's initials in the theme's colours on a square (the home screen rounds it); a protected site's shows none until the guest is let in. */
export async function homeScreenIcon(key: string, size: number, colors: { background: string; text: string }, initials: string): Promise<Buffer> {
  const cacheKey = `${key}|${size}|${initials}`;
  const hit = drawn.get(cacheKey);
  if (hit) return hit;
  const text = initials
    ? `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${Math.round(size * (initials.length > 1 ? 0.3 : 0.42))}" fill="${colors.text}">${escapeHtml(initials)}</text>`
    : `<circle cx="50%" cy="50%" r="${size * 0.22}" fill="none" stroke="${colors.text}" stroke-width="${Math.max(2, size / 64)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colors.background}"/>${text}</svg>`;
  // In line with the uploads' image work: a burst of icons for many sites waits its turn (or is 429).
  const png = await imageJob(() => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
  drawn.set(cacheKey, png);
  return png;
}
