import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { THUMBNAIL_QUALITIES, type ThumbnailQuality } from "../../providers/videoThumbnails/videoThumbnails";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** GET /api/video-thumbnails/{videoId}/{quality}.jpg: the video's poster, fetched once and kept. */
export function videoThumbnailRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { videoId: string; file: string } }>("/api/video-thumbnails/:videoId/:file", async (request, reply) => {
    const { videoId, file } = request.params;
    const quality = file.replace(/\.jpg$/, "") as ThumbnailQuality;
    if (!VIDEO_ID.test(videoId) || !THUMBNAIL_QUALITIES.includes(quality)) throw new ApiError(404, "notFound", "No such thumbnail");
    const key = `video-thumbnails/${videoId}-${quality}.jpg`;
    let image = await deps.storage.get(key);
    if (!image) {
      const fetched = await deps.videoThumbnails.fetch(videoId, quality).catch((error: Error) => {
        request.log.warn({ err: error }, "thumbnail fetch failed");
        return null;
      });
      if (!fetched) throw new ApiError(404, "notFound", "No such thumbnail");
      image = fetched;
      await deps.storage.put(key, image.body, image.contentType);
    }
    return reply.type(image.contentType).header("cache-control", "public, max-age=604800").send(image.body);
  });
}
