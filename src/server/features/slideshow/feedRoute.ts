import type { FastifyInstance } from "fastify";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { findAnsweredSite } from "../../core";
import { readPhotoSettings } from "../guestPhotos/settingsRepository";
import { feedTag, isSlideshowKey, slideshowFeed } from "./feed";
import { uploadAddress } from "./uploadAddress";

/**
 * Feed reads one address may make a minute: a screen polls every SLIDESHOW_POLL_MS (15 a minute),
 * so a venue's 20 screens behind one address fit, and guessing a key gets nowhere.
 */
export const SLIDESHOW_FEEDS_PER_MINUTE = 300;
export const SLIDESHOW_KEY_HEADER = "x-slideshow-key";

/**
 * The slideshow's feed (decision 120): every approved photo for the TV the couple opened with the
 * site's slideshow key. A wrong or missing key, an unknown or unpublished site: the same 404. The
 * key stands in for a protected site's password (the TV has no guest cookie). An unchanged list
 * answers 304 to If-None-Match before any photo is read.
 */
export function slideshowFeedRoute(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "slideshow-feed", [{ limit: { max: SLIDESHOW_FEEDS_PER_MINUTE, window: 60_000 }, key: byIp }]);
  app.get<{ Params: { siteId: string } }>("/api/guest-photos/:siteId/slideshow", { preHandler: limited }, async (request, reply) => {
    const { siteId } = request.params;
    const site = isUuid(siteId) ? await deps.siteCache.loadAnswered(siteId, () => findAnsweredSite(deps.db, siteId)) : undefined;
    const settings = site && isPublished(site, deps.now()) ? await readPhotoSettings(deps.db, site.id) : undefined;
    if (!site || !settings || !isSlideshowKey(request.headers[SLIDESHOW_KEY_HEADER], settings.slideshowKey)) throw new ApiError(404, "notFound", "No such slideshow");

    const facts = { captions: settings.slideshowCaptions, uploadUrl: await uploadAddress(deps, site) };
    const etag = await feedTag(deps, site.id, facts);
    reply.header("cache-control", "private, no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return slideshowFeed(deps, site.id, facts);
  });
}
