import { createHash } from "node:crypto";

/** A UUID-shaped id from a SHA-256 digest: a file name the image routes take, the same wherever it is computed. */
export function hashId(hash: ReturnType<typeof createHash>): string {
  const hex = hash.digest("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join("-");
}

/**
 * The file id of an image uploaded into a site's folder: a hash of the folder and the source
 * bytes, so the same bytes are one image there however often they are named, and another
 * site's copy of them has a name of its own.
 */
export const contentImageId = (folder: string, source: Buffer) => hashId(createHash("sha256").update(folder).update("\0").update(source));
