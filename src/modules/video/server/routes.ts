import type { FastifyInstance } from "fastify";
import type { Deps } from "../../../server/deps";
import { ApiError } from "../../../server/http/errors";
import { THUMBNAIL_QUALITIES, type ThumbnailQuality } from "../../../server/providers/videoThumbnails/videoThumbnails";
import { requireGuestAccess, ownerPreviews } from "../../../server/core";
import { showsVideo } from "../../../server/features/publicSite/shownContent";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * GET /api/sites/{siteId}/video-thumbnails/{videoId}/{quality}.jpg: the poster of a video the
 * site's saved page shows, fetched once and kept; its owner may also preview others (limited).
 */
export default function videoThumbnailRoutes(app: FastifyInstance, deps: Deps): void {
  const previews = ownerPreviews(app, deps, "poster-previews");
  app.get<{ Params: { siteId: string; videoId: string; file: string } }>("/api/sites/:siteId/video-thumbnails/:videoId/:file", async (request, reply) => {
    const { siteId, videoId, file } = request.params;
    const quality = file.replace(/\.jpg$/, "") as ThumbnailQuality;
    if (!VIDEO_ID.test(videoId) || !THUMBNAIL_QUALITIES.includes(quality)) throw new ApiError(404, "notFound", "No such thumbnail");
    const site = await requireGuestAccess(deps, request, siteId);
    const beforeFetch = await previews.forGuestRoute(request, reply, site, await showsVideo(site, videoId), "No such thumbnail");
    const key = `video-thumbnails/${videoId}-${quality}.jpg`;
    let image = await deps.storage.get(key);
    if (!image) {
      await beforeFetch();
      const fetched = await deps.videoThumbnails.fetch(videoId, quality).catch((error: Error) => {
        request.log.warn({ err: error }, "thumbnail fetch failed");
        return null;
      });
      if (!fetched) throw new ApiError(404, "notFound", "No such thumbnail");
      image = fetched;
      await deps.storage.put(key, image.body, image.contentType);
    }
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(image.contentType).header("cache-control", `${visibility}, max-age=604800`).send(image.body);
  });
}
