import type { ThumbnailQuality, VideoThumbnails } from "./videoThumbnails";

/** The video provider's own image host; a 404 means that size does not exist for the video. */
export function youtubeThumbnails(baseUrl = "https://img.youtube.com", fetchImpl: typeof fetch = fetch): VideoThumbnails {
  return {
    async fetch(videoId: string, quality: ThumbnailQuality) {
      const response = await fetchImpl(new URL(`/vi/${videoId}/${quality}.jpg`, baseUrl), { signal: AbortSignal.timeout(10_000) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Thumbnail host answered ${response.status}`);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "image/jpeg" };
    },
  };
}
