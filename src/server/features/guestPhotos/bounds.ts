/**
 * Bounds of the couple's photo calls, per account: each ZIP reads every stored file, each photo
 * copied into the gallery is an image job, and the table cards are drawn in the shared print browser.
 */
export const PHOTO_ARCHIVES_PER_HOUR = 10;
/** Photos one gallery call copies; the gallery module holds at most 200 images. */
export const GALLERY_PHOTOS_PER_CALL = 50;
export const GALLERY_PHOTOS_PER_HOUR = 200;
/** The longest name part of a file in the ZIP, so the whole name stays well inside every system's limit. */
export const ARCHIVE_NAME_MAX = 60;
