/** Thumbnails of YouTube videos, fetched by the server so the guest's browser asks no third party. */
export const THUMBNAIL_QUALITIES = ["maxresdefault", "sddefault"] as const;
export type ThumbnailQuality = (typeof THUMBNAIL_QUALITIES)[number];

export interface VideoThumbnails {
  fetch(videoId: string, quality: ThumbnailQuality): Promise<{ body: Buffer; contentType: string } | null>;
}
