import { QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER } from "../../../domain/quickStart";
import type { SiteDocument } from "../../../modules/siteDocument";
import { ApiError } from "../../http/errors";
import type { Storage } from "../../providers/storage/storage";
import type { Deps } from "../../deps";
import { writeBudget } from "../images/writeBudget";
import { imagesIn, requireStoredImages } from "../siteEditing/imagePaths";
import { alreadyClaimed, claimedQuickStartImages, quickStartFileId, type QuickStartClaim } from "./repository";

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
  /** The quick-start images copied (with a field naming each), to mark as claimed. */
  quickStart: QuickStartClaim[];
}

export function removeFiles(storage: Storage, keys: string[]): Promise<unknown> {
  return Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Copies every starter and quick-start image of the document (original, sizes, and the
 * picture kept from before a crop) into the new site's folder and points the document at the
 * copies, which are no longer temporary. A quick-start image is one visitor's upload and goes
 * to one site: one another site has claimed is a 422 naming the fields, before anything is
 * copied (claimQuickStartImages makes sure in the site's transaction). A file gone meanwhile
 * (cleaned up) is a 422 naming the field, and the copies made so far are removed. The copies
 * count against MAX_BYTES_WRITTEN_PER_REQUEST: past it a 413.
 */
export async function claimImages(deps: Pick<Deps, "db" | "storage">, siteId: string, document: SiteDocument, modulesField: string): Promise<ClaimedImages> {
  const claimed = structuredClone(document);
  const images = [...imagesIn(claimed.siteModules, modulesField)].flatMap(([field, image]) => {
    const folder = CLAIMABLE_FOLDERS.find((candidate) => image.path === `/images/${candidate}/`);
    return folder ? [{ field, image, folder }] : [];
  });
  const quickStart = images.filter(({ folder }) => folder === QUICK_START_SITE_ID).map(({ field, image }) => ({ field, fileId: quickStartFileId(image.fileName) }));
  const taken = new Set(await claimedQuickStartImages(deps.db, [...new Set(quickStart.map((image) => image.fileId))]));
  const takenFields = quickStart.filter((image) => taken.has(image.fileId)).map((image) => image.field);
  if (takenFields.length) throw alreadyClaimed(takenFields);

  const budget = writeBudget(deps.storage);
  const copies = new Set<string>();
  try {
    for (const { field, image, folder } of images) {
      const files: [string, string][] = [[image.fileName, `${field}.fileName`], ...(image.sizes ?? []).map((size, index): [string, string] => [size.fileName, `${field}.sizes.${index}.fileName`])];
      // One file after the other: the copies so far are known exactly if one fails.
      for (const [fileName, fileField] of files) {
        const key = `${siteId}/${fileName}`;
        if (copies.has(key)) continue;
        const file = await deps.storage.get(`${folder}/${fileName}`);
        if (!file) throw new ApiError(422, "invalidInput", `Not an image of this site: ${fileField}`, [fileField]);
        await budget.storage.put(key, file.body, file.contentType);
        copies.add(key);
      }
      image.path = `/images/${siteId}/`;
      const entry = image as { temporary?: boolean };
      if (entry.temporary !== undefined) entry.temporary = false;
    }
  } catch (error) {
    await budget.close();
    await removeFiles(deps.storage, budget.written());
    throw error;
  }
  return { document: claimed, copies: [...copies], quickStart: [...new Map(quickStart.map((image) => [image.fileId, image])).values()] };
}
