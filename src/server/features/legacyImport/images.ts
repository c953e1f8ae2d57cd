import type { SiteImage } from "../../../domain/site/common";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { LegacyImageEntry } from "../../../modules/legacy/images";
import { ApiError } from "../../http/errors";
import type { Storage } from "../../providers/storage/storage";
import { siteFolders, uploadImage } from "../imageUpload/service";
import { problem, type Problem } from "./problems";

/** The image files given with a document, by file name, each read only when it is stored (never all at once). */
export type ImportFiles = ReadonlyMap<string, () => Promise<Buffer>>;

interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

/**
 * Every entry of the image list names its original by `fileName`, which must be given; an
 * `imageBeforeEdit` (the uncropped original) whose file is missing is dropped, with a warning.
 * Files no entry names are left alone (the command's folder may hold anything).
 */
export function checkFiles(document: LegacySiteDocument, files: ImportFiles): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  document.images.forEach((entry, index) => {
    if (!files.has(entry.fileName)) problems.push(problem(["images", index, "fileName"], `the file ${entry.fileName} was not given`));
    const before = entry.imageBeforeEdit;
    if (!before) return;
    if (!files.has(before.fileName)) warnings.push(problem(["images", index, "imageBeforeEdit"], `the file ${before.fileName} was not given; the image is imported without its uncropped original`));
  });
  return { problems, warnings };
}

/** Every file an image occupies in storage: the original and its sizes. */
const keysOf = (folder: string, image: Pick<SiteImage, "fileName" | "sizes">) => [image.fileName, ...image.sizes.map((size) => size.fileName)].map((name) => `${folder}/${name}`);

export interface StoredImages {
  images: LegacyImageEntry[];
  /** Removes every file stored for this import again. */
  remove(): Promise<void>;
}

/**
 * Stores each entry's file (and its uncropped original, when given) through the upload
 * pipeline into the site's folder, keeping the entry's id and recording where ours are. When
 * any file cannot be stored, every one stored so far is removed and the problems are answered.
 */
export async function storeImages(storage: Storage, siteId: string, document: LegacySiteDocument, files: ImportFiles, limits: UploadLimits): Promise<{ stored: StoredImages } | { problems: Problem[] }> {
  const folders = siteFolders(siteId);
  const keys: string[] = [];
  const problems: Problem[] = [];
  const remove = () => Promise.all(keys.map((key) => storage.delete(key))).then(() => {});
  const store = async (fileName: string, path: (string | number)[]): Promise<SiteImage | null> => {
    try {
      const image = await uploadImage(storage, folders, await files.get(fileName)!(), fileName, limits);
      keys.push(...keysOf(siteId, image));
      return image;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push(problem(path, `${fileName}: ${error.message}`));
      return null;
    }
  };
  const images: LegacyImageEntry[] = [];
  try {
    for (const [index, entry] of document.images.entries()) {
      const original = await store(entry.fileName, ["images", index, "fileName"]);
      const beforeName = entry.imageBeforeEdit?.fileName;
      const before = beforeName && files.has(beforeName) ? await store(beforeName, ["images", index, "imageBeforeEdit", "fileName"]) : null;
      if (!original) continue;
      const { temporary: _temporary, ...kept } = entry;
      images.push({
        ...kept,
        path: original.path,
        fileName: original.fileName,
        originalName: entry.originalName ?? entry.fileName,
        cdn: false,
        sizes: original.sizes,
        width: original.width,
        height: original.height,
        imageBeforeEdit: before && { path: before.path, fileName: before.fileName, sizes: before.sizes },
      });
    }
  } catch (error) {
    await remove();
    throw error;
  }
  if (problems.length) {
    await remove();
    return { problems };
  }
  return { stored: { images, remove } };
}
