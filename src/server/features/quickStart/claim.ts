import { QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER } from "../../../domain/quickStart";
import type { SiteDocument } from "../../../modules/siteDocument";
import { ApiError } from "../../http/errors";
import type { Storage } from "../../providers/storage/storage";
import { imagesIn, requireStoredImages } from "../siteEditing/imagePaths";

/** The folders a new site's document may take images from; the site gets copies of its own. */
const CLAIMABLE_FOLDERS = [STARTER_IMAGE_FOLDER, QUICK_START_SITE_ID];

/** Every image of a new site's document must be a starter or a stored quick-start image: else a 422 naming the field. */
export function requireClaimableImages(storage: Storage, document: SiteDocument, modulesField: string): Promise<void> {
  return requireStoredImages(storage, document.siteModules, CLAIMABLE_FOLDERS, modulesField);
}

export interface ClaimedImages {
  /** The document with every image pointing at the site's own copy. */
  document: SiteDocument;
  /** The copies' Storage keys, to remove should the site not be created after all. */
  copies: string[];
  /** The quick-start images copied, to mark as claimed. */
  quickStartFileIds: string[];
}

export function removeFiles(storage: Storage, keys: string[]): Promise<unknown> {
  return Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Copies every starter and quick-start image of the document (original, sizes, and the
 * picture kept from before a crop) into the new site's folder and points the document at the
 * copies, which are no longer temporary. A file gone meanwhile (cleaned up) is a 422 naming
 * the field, and the copies made so far are removed.
 */
export async function claimImages(storage: Storage, siteId: string, document: SiteDocument, modulesField: string): Promise<ClaimedImages> {
  const claimed = structuredClone(document);
  const copies = new Set<string>();
  const quickStartFileIds = new Set<string>();
  try {
    for (const [field, image] of imagesIn(claimed.siteModules, modulesField)) {
      const folder = CLAIMABLE_FOLDERS.find((candidate) => image.path === `/images/${candidate}/`);
      if (!folder) continue;
      const files: [string, string][] = [[image.fileName, `${field}.fileName`], ...(image.sizes ?? []).map((size, index): [string, string] => [size.fileName, `${field}.sizes.${index}.fileName`])];
      // One file after the other: the copies so far are known exactly if one fails.
      for (const [fileName, fileField] of files) {
        const key = `${siteId}/${fileName}`;
        if (copies.has(key)) continue;
        const file = await storage.get(`${folder}/${fileName}`);
        if (!file) throw new ApiError(422, "invalidInput", `Not an image of this site: ${fileField}`, [fileField]);
        await storage.put(key, file.body, file.contentType);
        copies.add(key);
      }
      if (folder === QUICK_START_SITE_ID) quickStartFileIds.add(image.fileName.replace(/\.jpg$/, ""));
      image.path = `/images/${siteId}/`;
      const entry = image as { temporary?: boolean };
      if (entry.temporary !== undefined) entry.temporary = false;
    }
  } catch (error) {
    await removeFiles(storage, [...copies]);
    throw error;
  }
  return { document: claimed, copies: [...copies], quickStartFileIds: [...quickStartFileIds] };
}
