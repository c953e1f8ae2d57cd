import { UUID_PATTERN } from "../../http/ids";

/** What a crop's sourceImageUrl names: a stored image of a readable folder, maybe one of its WebP sizes. */
export interface SourceImage {
  folder: string;
  id: string;
  /** The WebP width named, when the URL is of a size rather than the original. */
  size?: number;
}

const FILE = new RegExp(`^(${UUID_PATTERN})(?:-(\\d{3,4})\\.webp|\\.jpg)$`);

/** Reads `/images/{folder}/{fileName}` (or a full URL ending so); null for anything else, another site's image included. */
export function parseSourceImage(url: string, folders: readonly string[]): SourceImage | null {
  let pathname: string;
  try {
    pathname = new URL(url, "http://source.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/images\/([^/]+)\/([^/]+)$/.exec(pathname);
  const folder = match?.[1];
  if (!folder || !folders.includes(folder)) return null;
  const file = FILE.exec(match[2]!);
  if (!file) return null;
  return file[2] ? { folder, id: file[1]!, size: Number(file[2]) } : { folder, id: file[1]! };
}

export const originalFileName = (id: string) => `${id}.jpg`;
