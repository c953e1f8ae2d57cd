import { z } from "zod";
import { PHOTO_CAPTION_MAX, PHOTO_GUEST_NAME_MAX, PHOTO_IDS_PER_CALL_MAX, PHOTO_MAX_BYTES, VIDEO_MAX_MB_LIMIT } from "./limits";

/**
 * The guests' photos ("Bilder från gästerna"): payloads and answers shared by the guest page's
 * uploader, the couple's page, the slideshow and the server.
 */

/** "Visa direkt" (a guest's photo is shown at once) or "Godkänn först" (the couple approves it). */
export const PHOTO_MODERATIONS = ["showAtOnce", "approveFirst"] as const;
export type PhotoModeration = (typeof PHOTO_MODERATIONS)[number];
/** Whether guests see every shown photo, or only their own. */
export const PHOTO_VISIBILITIES = ["all", "own"] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
/**
 * A photo's state: waiting for the couple's approval, shown (to guests as the visibility allows,
 * and in the slideshow), or hidden by the couple (kept for them, shown to nobody else).
 */
export const PHOTO_STATES = ["pending", "approved", "hidden"] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];
export type PhotoKind = "image" | "video";

/** The couple's settings (PUT …/guest-photos/settings). */
export const photoSettings = z.object({
  moderation: z.enum(PHOTO_MODERATIONS),
  visibility: z.enum(PHOTO_VISIBILITIES),
  /** Whether the slideshow shows the guest's name and caption under a photo. */
  slideshowCaptions: z.boolean(),
  /** Largest video a guest may upload, in MB; 0 takes no videos. */
  videoMaxMb: z.number().int().min(0).max(VIDEO_MAX_MB_LIMIT),
  /** Whether guests may upload at all right now (the couple closes it after the event). */
  uploadsOpen: z.boolean(),
});
export type PhotoSettings = z.infer<typeof photoSettings>;

/** A browser's own random key (as the gift list's, decision 084): its uploads are its own to delete. */
export const UPLOADER_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** POST /api/guest-photos/:siteId/uploads: a resumable upload is started before its parts are sent. */
export const uploadStart = z.object({
  uploader: z.string().regex(UPLOADER_KEY_PATTERN),
  /** The personal link's token when the page is a household's: the photo is theirs. */
  household: z.string().max(100).optional(),
  fileName: z.string().max(300),
  /** The browser's type for the file (image/heic, video/mp4 …); the content decides in the end. */
  contentType: z.string().max(100),
  size: z.number().int().min(1).max(PHOTO_MAX_BYTES + VIDEO_MAX_MB_LIMIT * 1024 * 1024),
  guestName: z.string().max(PHOTO_GUEST_NAME_MAX * 2).optional(),
  caption: z.string().max(PHOTO_CAPTION_MAX * 2).optional(),
});
export type UploadStart = z.infer<typeof uploadStart>;

/** The answer to starting an upload, and to asking where one stands (to resume it). */
export interface UploadStatus {
  uploadId: string;
  partBytes: number;
  /** Indexes of the parts already received, in order. */
  receivedParts: number[];
  parts: number;
}

/** One of the photos' files at a width, as the guest page and slideshow draw it. */
export interface PhotoFile {
  url: string;
  width: number;
}

/** A photo as a guest sees it (GET /api/guest-photos/:siteId). */
export interface GuestPhoto {
  id: string;
  kind: PhotoKind;
  state: PhotoState;
  /** WebP sizes, smallest first (an image), or the video's own file. */
  files: PhotoFile[];
  width: number;
  height: number;
  guestName: string | null;
  caption: string | null;
  /** Uploaded by this browser or this household: the guest may delete it. */
  own: boolean;
  createdAt: string;
}

/** What the guest page's module reads. */
export interface GuestPhotoList {
  settings: Pick<PhotoSettings, "moderation" | "visibility" | "videoMaxMb" | "uploadsOpen">;
  photos: GuestPhoto[];
}

/** A photo as the couple sees it: every state, the household it came through, its size. */
export interface OwnerPhoto extends Omit<GuestPhoto, "own"> {
  householdName: string | null;
  originalName: string;
  bytes: number;
  /** Whether it has been copied into the site's own gallery. */
  inGallery: boolean;
  approvedAt: string | null;
}

/** GET /api/sites/:siteId/guest-photos. */
export interface OwnerPhotoList {
  settings: PhotoSettings;
  usage: { bytes: number; quotaBytes: number; photos: number; pending: number };
  photos: OwnerPhoto[];
  /** The slideshow's address on the site's own address, with its key; opened by the couple on the TV. */
  slideshowUrl: string;
  /** Where the table cards' QR code leads: the module on the guest page. */
  uploadUrl: string;
}

/** POST /api/sites/:siteId/guest-photos/moderation: approve, hide or delete many at once. */
export const PHOTO_ACTIONS = ["approve", "hide", "delete"] as const;
export const photoModeration = z.object({
  photoIds: z.array(z.uuid()).min(1).max(PHOTO_IDS_PER_CALL_MAX),
  action: z.enum(PHOTO_ACTIONS),
});
export type PhotoModerationInput = z.infer<typeof photoModeration>;

/** POST /api/sites/:siteId/guest-photos/gallery: favourites copied into the site's own gallery. */
export const photosToGallery = z.object({ photoIds: z.array(z.uuid()).min(1).max(PHOTO_IDS_PER_CALL_MAX) });

/** A photo in the slideshow. */
export interface SlideshowPhoto {
  id: string;
  kind: PhotoKind;
  files: PhotoFile[];
  width: number;
  height: number;
  /** Present only when the couple shows captions. */
  guestName?: string;
  caption?: string;
  approvedAt: string;
}

/** GET /api/guest-photos/:siteId/slideshow (with the slideshow's key): every shown photo, oldest first. */
export interface SlideshowFeed {
  photos: SlideshowPhoto[];
  uploadUrl: string;
  captions: boolean;
}
