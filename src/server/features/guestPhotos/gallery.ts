import { randomUUID } from "node:crypto";
import { uiLanguageFor } from "../../../domain/languages";
import type { SiteImage } from "../../../domain/site/common";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import { imageGalleryModule, type ImageGalleryModule } from "../../../modules/imageGallery/schema";
import { isLegacyDocument } from "../../../modules/legacy/document";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteRow } from "../../core";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { contentImageId } from "../images/contentId";
import { storeImage } from "../images/pipeline";
import { currentVersionId, SiteSavedMeanwhileError, storeDocument } from "../siteEditing/repository";
import { staleSaveRefusal } from "../siteEditing/staleSave";
import { GALLERY_PHOTOS_PER_CALL } from "../../../domain/guestPhotos/limits";
import { findOwnerPhotoRows, markInGallery, type OwnerPhotoRow } from "./ownerRepository";
import { originalFileName, photoFolder } from "./photoFiles";
import { GUEST_PHOTOS_TYPE } from "../../../modules/guestPhotos/schema";
import { GUEST_PHOTO_TEXTS } from "./texts";

/** A new gallery for the favourites, titled in each of the site's languages. */
function newGallery(document: SiteDocument): ImageGalleryModule {
  const title = Object.fromEntries(document.availableLanguages.map(({ languageCode }) => [languageCode, GUEST_PHOTO_TEXTS[uiLanguageFor(languageCode)].galleryTitle]));
  return imageGalleryModule.parse({ id: randomUUID(), siteModuleType: "ImageGallery", title, gallery: [] });
}

/**
 * The photo's stored original as one of the site's own images, or null when the gallery has it
 * already: the same photo is the same image file (contentId.ts) however often it is copied, so a
 * photo the couple took out of the gallery again can go back in.
 */
async function storeAsSiteImage(deps: Pick<Deps, "storage">, row: OwnerPhotoRow, gallery: ImageGalleryModule): Promise<SiteImage | null> {
  const original = await deps.storage.get(`${photoFolder(row.siteId)}/${originalFileName(row.fileId, "image")}`);
  if (!original) throw new ApiError(404, "notFound", `The file of photo ${row.id} is gone`);
  const id = contentImageId(row.siteId, original.body);
  if (gallery.gallery.some((present) => present.fileName === `${id}.jpg`)) return null;
  return storeImage(deps.storage, row.siteId, original.body, row.originalName, { id });
}

/**
 * POST …/guest-photos/gallery: the favourites copied into the site's own gallery (decision 117).
 * Each photo's original is stored as a site image (an image job each, one after another) and
 * appended to the page's first ImageGallery, or to a new one after the guests' photos module
 * (at the end without it); the page is saved as a new version the way the editor saves it, so
 * an editor open on the version before is told the page changed (decision 102). A photo the
 * gallery holds already is not added again; with nothing new nothing is saved.
 */
export async function copyToGallery(deps: Pick<Deps, "db" | "storage">, site: SiteRow, photoIds: string[], savedBy: string): Promise<void> {
  const ids = [...new Set(photoIds)];
  if (ids.length > GALLERY_PHOTOS_PER_CALL) throw new ApiError(422, "invalidInput", `At most ${GALLERY_PHOTOS_PER_CALL} photos go into the gallery at a time`, ["photoIds"]);
  const rows = await findOwnerPhotoRows(deps.db, site.id, ids);
  if (rows.length !== ids.length) throw new ApiError(404, "notFound", "A photo named is not one of this site's");
  if (rows.some((row) => row.kind !== "image")) throw new ApiError(422, "invalidInput", "Videos do not go into the gallery", ["photoIds"]);
  if (isLegacyDocument(site.document)) throw new ApiError(422, "siteShapeMismatch", "A site of the legacy shape has no gallery to copy into", ["photoIds"]);
  const baseVersionId = await currentVersionId(deps.db, site.id);
  const document = readSiteDocument(site.document);
  const modules = [...document.siteModules];
  let at = modules.findIndex((module) => module.siteModuleType === "ImageGallery");
  if (at < 0) {
    const after = modules.findIndex((module) => module.siteModuleType === GUEST_PHOTOS_TYPE);
    at = after < 0 ? modules.length : after + 1;
    modules.splice(at, 0, newGallery(document));
  }
  const gallery = modules[at] as ImageGalleryModule;
  const images: SiteImage[] = [];
  for (const row of rows) {
    const image = await storeAsSiteImage(deps, row, gallery);
    if (image) images.push(image);
  }
  if (images.length) {
    // The gallery's own schema bounds its images.
    const filled = imageGalleryModule.safeParse({ ...gallery, gallery: [...gallery.gallery, ...images] });
    if (!filled.success) throw new ApiError(422, "invalidInput", "The gallery cannot hold that many more images", ["photoIds"]);
    modules[at] = filled.data;
    await storeDocument(deps.db, site.id, { ...document, siteModules: modules }, { savedBy, baseVersionId }).catch((error: unknown) => {
      throw error instanceof SiteSavedMeanwhileError ? staleSaveRefusal(error) : error;
    });
  }
  await markInGallery(deps.db, site.id, ids);
}
