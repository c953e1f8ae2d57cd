/**
 * Quick start (spec 3, sections 2 and 4): the editor without an account. Its calls use this
 * word in place of a site id (upload, crop, maps); its images live in this folder until a
 * site created from quick start claims them.
 */
export const QUICK_START_SITE_ID = "quick-start";
/** Pictures of the starter pages, shared by every quick-start visitor; copied into a site that uses them. */
export const STARTER_IMAGE_FOLDER = "starter";
/** Unclaimed quick-start uploads are removed this long after upload. */
export const QUICK_START_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The browser's local-storage key of the quick-start draft, so a reload loses nothing. */
export const QUICK_START_DRAFT_KEY = "quickStartDraft";
