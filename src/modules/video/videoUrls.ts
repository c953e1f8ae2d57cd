import { sitePath } from "../../kit/api/paths";

/**
 * Thumbnails come through our server, so no guest request reaches YouTube before play; the
 * site's path lets the server give guests only the videos the site shows.
 */
export function thumbnailUrl(siteId: string, videoId: string, quality: "maxresdefault" | "sddefault"): string {
  return `${sitePath(siteId)}/video-thumbnails/${videoId}/${quality}.jpg`;
}

/** The privacy-enhanced player, playing at once; muted when it starts by itself (autostart). */
export function embedUrl(videoId: string, muted = false): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1${muted ? "&mute=1" : ""}`;
}

/** Spec 2: below this loaded width the maximum-resolution thumbnail is YouTube's placeholder. */
export const THUMBNAIL_MIN_WIDTH = 400;
