import type { SiteDocument } from "../../../modules/siteDocument";
import { ApiError } from "../../http/errors";
import { UUID_PATTERN } from "../../http/ids";
import type { Storage } from "../../providers/storage/storage";

interface ImageRef {
  path: string;
  fileName: string;
  sizes?: { fileName: string }[];
}

const ORIGINAL = new RegExp(`^(${UUID_PATTERN})\\.jpg$`);

/** Every image object in the document (anything with a `path` and a `fileName`), with its field name. */
export function* imagesIn(value: unknown, field: string): Generator<[string, ImageRef]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* imagesIn(item, `${field}.${index}`);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.path === "string" && typeof record.fileName === "string") yield [field, record as unknown as ImageRef];
    for (const [key, item] of Object.entries(record)) yield* imagesIn(item, field ? `${field}.${key}` : key);
  }
}

/**
 * An image in a saved document must be one this site uploaded: its path is the site's image
 * folder and its files are stored there. Anything else (another site's image, an outside
 * address, another of our URLs) is a 422 naming the field, and nothing is stored.
 */
export function requireOwnImages(storage: Storage, siteId: string, document: SiteDocument): Promise<void> {
  return requireStoredImages(storage, document.siteModules, [siteId], "siteModules");
}

/**
 * The same rule for the images in any value (a document's modules, a card's content), from any
 * of the Storage folders given (a new site's document may hold starter and quick-start images);
 * `valueField` names the value in the request.
 */
export async function requireStoredImages(storage: Storage, value: unknown, folders: readonly string[], valueField: string): Promise<void> {
  const bad = new Set<string>();
  const checks: Promise<void>[] = [];
  for (const [field, image] of imagesIn(value, valueField)) {
    const folder = folders.find((candidate) => image.path === `/images/${candidate}/`);
    if (!folder) bad.add(`${field}.path`);
    const id = ORIGINAL.exec(image.fileName)?.[1];
    if (!id) {
      bad.add(`${field}.fileName`);
      continue;
    }
    const sizeName = new RegExp(`^${id}-\\d{3,4}\\.webp$`);
    for (const [index, size] of (image.sizes ?? []).entries()) {
      if (!sizeName.test(size.fileName)) bad.add(`${field}.sizes.${index}.fileName`);
    }
    if (folder) checks.push(storage.has(`${folder}/${image.fileName}`).then((stored) => void (stored || bad.add(`${field}.fileName`))));
  }
  await Promise.all(checks);
  if (bad.size > 0) {
    const fields = [...bad];
    throw new ApiError(422, "invalidInput", `Not an image of this site: ${fields.join(", ")}`, fields);
  }
}
