import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "../../../domain/guestPhotos/limits";
import type { PhotoKind } from "../../../domain/guestPhotos/types";
import { ApiError } from "../../http/errors";

/** What a guest may send, by the browser's type; a type the browser left out is read from the name's ending. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/avif"];
const VIDEO_TYPES = ["video/mp4", "video/quicktime"];
const IMAGE_ENDINGS = /\.(jpe?g|png|webp|heic|heif|avif)$/i;
const VIDEO_ENDINGS = /\.(mp4|mov|m4v)$/i;

export const typeRefused = () => new ApiError(422, "photoTypeRefused", "Only photos (JPEG, PNG, WebP, HEIC, AVIF) and videos (MP4, MOV) the couple allows are taken", ["contentType"]);
export const tooManyPixels = () => new ApiError(422, "photoTooManyPixels", `The photo has more than ${PHOTO_MAX_PIXELS} pixels`);
const tooLarge = (max: number) => new ApiError(422, "photoTooLarge", `The file is larger than ${Math.floor(max / 1024 / 1024)} MB`, ["size"]);

/** The kind a declared file would be, or null for any other. */
function declaredKind(contentType: string, fileName: string): PhotoKind | null {
  const type = contentType.toLowerCase().split(";")[0]!.trim();
  if (IMAGE_TYPES.includes(type)) return "image";
  if (VIDEO_TYPES.includes(type)) return "video";
  if (type && type !== "application/octet-stream") return null;
  if (IMAGE_ENDINGS.test(fileName)) return "image";
  if (VIDEO_ENDINGS.test(fileName)) return "video";
  return null;
}

/** The largest file of a kind: images up to PHOTO_MAX_BYTES, videos as the couple allows (0: none). */
export function maxBytesOf(kind: PhotoKind, videoMaxMb: number): number {
  return kind === "image" ? PHOTO_MAX_BYTES : videoMaxMb * 1024 * 1024;
}

/** Refuses, before any byte is sent, a file of a type or size not taken; answers its kind. */
export function acceptedKind(declared: { contentType: string; fileName: string; size: number }, videoMaxMb: number): PhotoKind {
  const kind = declaredKind(declared.contentType, declared.fileName);
  if (!kind || (kind === "video" && videoMaxMb === 0)) throw typeRefused();
  return withinSize(kind, declared.size, videoMaxMb);
}

/** The same check on what the content turned out to be. */
export function withinSize(kind: PhotoKind, bytes: number, videoMaxMb: number): PhotoKind {
  if (kind === "video" && videoMaxMb === 0) throw typeRefused();
  const max = maxBytesOf(kind, videoMaxMb);
  if (bytes > max) throw tooLarge(max);
  return kind;
}

/** ISO BMFF brands (bytes 8–11 of the `ftyp` box) of what is taken. */
const VIDEO_BRANDS = new Set(["isom", "iso2", "mp41", "mp42", "avc1", "M4V ", "qt  "]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

export type ContentKind = "sharp" | "heic" | "video";

/** What the bytes are (never the name): null for anything not taken. */
export function contentKind(bytes: Buffer): ContentKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "sharp";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "sharp";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "sharp";
  if (bytes.toString("latin1", 4, 8) !== "ftyp") return null;
  const major = bytes.toString("latin1", 8, 12);
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const compatible = new Set<string>();
  for (let at = 16; at + 4 <= boxEnd; at += 4) compatible.add(bytes.toString("latin1", at, at + 4));
  if (major === "avif" || major === "avis" || (major === "mif1" && compatible.has("avif"))) return "sharp";
  if (HEIC_BRANDS.has(major)) return "heic";
  if (VIDEO_BRANDS.has(major)) return "video";
  return null;
}
