import type { SiteImage } from "../../../domain/site/common";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { LegacyImageEntry } from "../../../modules/legacy/images";
import { ApiError } from "../../http/errors";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { removeUnnamedImages } from "../images/references";
import { MAX_BYTES_WRITTEN_PER_REQUEST, writeBudget } from "../images/writeBudget";
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
    if (!files.has(entry.fileName)) problems.push(problem(["images", index, "fileName"], `the file ${entry.fileName} was not given`, { kind: "fileMissing", value: entry.fileName }));
    const before = entry.imageBeforeEdit;
    if (!before) return;
    if (!files.has(before.fileName)) warnings.push(problem(["images", index, "imageBeforeEdit"], `the file ${before.fileName} was not given; the image is imported without its uncropped original`));
  });
  return { problems, warnings };
}

export interface StoredImages {
  images: LegacyImageEntry[];
  /** Removes the files this import wrote again, but for any that something else names meanwhile. */
  remove(): Promise<void>;
}

/** A file stored once for every entry naming it, or why it could not be. */
type Outcome = { image: SiteImage } | { refused: string; tooLarge: boolean };

/**
 * Stores each entry's file (and its uncropped original, when given) through the upload
 * pipeline into the site's folder, keeping the entry's id and recording where ours are. A file
 * is read and stored once however many entries name it, and bytes stored earlier in the site
 * are not written again (imageUpload/service.ts). What the import writes counts against
 * MAX_BYTES_WRITTEN_PER_REQUEST. When any file cannot be stored, the files written so far are
 * removed and the problems are answered.
 */
export async function storeImages(
  deps: { db: Db; storage: Storage },
  siteId: string,
  document: LegacySiteDocument,
  files: ImportFiles,
  limits: UploadLimits,
  maxBytesWritten = MAX_BYTES_WRITTEN_PER_REQUEST,
): Promise<{ stored: StoredImages } | { problems: Problem[] }> {
  const folders = siteFolders(siteId);
  const budget = writeBudget(deps.storage, maxBytesWritten);
  const remove = async () => {
    await budget.close();
    await removeUnnamedImages(deps, siteId, budget.written());
  };
  const outcomes = new Map<string, Promise<Outcome>>();
  const outcomeOf = (fileName: string) => {
    let outcome = outcomes.get(fileName);
    if (!outcome) {
      outcome = (async () => {
        try {
          return { image: await uploadImage(budget.storage, folders, await files.get(fileName)!(), fileName, limits) };
        } catch (error) {
          if (!(error instanceof ApiError) || error.code === "tooMuchToStore") throw error;
          return { refused: error.message, tooLarge: error.code === "imageTooLarge" || error.code === "imageTooManyPixels" };
        }
      })();
      outcomes.set(fileName, outcome);
    }
    return outcome;
  };
  const problems: Problem[] = [];
  const store = async (fileName: string, path: (string | number)[]): Promise<SiteImage | null> => {
    const outcome = await outcomeOf(fileName);
    if ("image" in outcome) return outcome.image;
    problems.push(problem(path, `${fileName}: ${outcome.refused}`, { kind: outcome.tooLarge ? "imageTooLarge" : "imageUnreadable", value: fileName }));
    return null;
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
    if (error instanceof ApiError && error.code === "tooMuchToStore") return { problems: [problem("images", `the images would take more than ${Math.floor(maxBytesWritten / 1024 / 1024)} MB to store; import fewer or smaller images`, { kind: "imagesTooMuch", value: Math.floor(maxBytesWritten / 1024 / 1024) })] };
    throw error;
  }
  if (problems.length) {
    await remove();
    return { problems };
  }
  return { stored: { images, remove } };
}
