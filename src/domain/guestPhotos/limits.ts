/**
 * Bounds of the guests' photos (zod-free: the guest page's uploader, the owner's page and the
 * server share them). Each is one line of defence against an upload that costs us too much.
 */

/** A part of a resumable upload: small enough to resend cheaply on a flaky phone connection. */
export const PHOTO_PART_BYTES = 1024 * 1024;
/** The largest photo accepted: a 48 MP iPhone ProRAW-less HEIC or JPEG is well under it. */
export const PHOTO_MAX_BYTES = 40 * 1024 * 1024;
/** The most pixels a photo may have (a 100 MP camera's). */
export const PHOTO_MAX_PIXELS = 100_000_000;
/** The largest video size a couple may allow, and the default they start with. */
export const VIDEO_MAX_MB_LIMIT = 200;
export const VIDEO_MAX_MB_DEFAULT = 50;
/** Storage a site's guests may fill with photos and videos together (GUEST_PHOTOS_QUOTA_MB overrides). */
export const GUEST_PHOTOS_QUOTA_MB_DEFAULT = 5 * 1024;
/** Uploads started per IP an hour, and per site an hour (a wedding's 150 guests with 10 photos each fit). */
export const PHOTO_UPLOADS_PER_IP_PER_HOUR = 200;
export const PHOTO_UPLOADS_PER_SITE_PER_HOUR = 2000;
/** Unfinished uploads one browser may hold at once; an upload not finished within a day is removed. */
export const PHOTO_OPEN_UPLOADS_PER_UPLOADER = 20;
export const PHOTO_UPLOAD_EXPIRES_HOURS = 24;
/** Photos one moderation or gallery call acts on. */
export const PHOTO_IDS_PER_CALL_MAX = 500;
/** Photos one gallery call copies (each is an image job); the gallery module holds at most 200 images. */
export const GALLERY_PHOTOS_PER_CALL = 50;
/** What a guest may write beside a photo. */
export const PHOTO_GUEST_NAME_MAX = 100;
export const PHOTO_CAPTION_MAX = 300;
/** How often the slideshow asks for new photos: a new one shows within 10 s of approval. */
export const SLIDESHOW_POLL_MS = 4000;
/** How long the slideshow keeps each photo up. */
export const SLIDESHOW_PHOTO_MS = 8000;
