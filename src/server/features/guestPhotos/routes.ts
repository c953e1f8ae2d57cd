import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { photoModeration, photoSettings } from "../../../domain/guestPhotos/types";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { uiLanguageFor } from "../../../domain/languages";
import { attachment } from "../seatingPrints/attachment";
import { designSettings } from "../seatingPrints/printDesign";
import { siteTitle } from "../seatingPrints/printSource";
import { photoArchive } from "./archive";
import { PHOTO_ARCHIVES_PER_HOUR } from "./bounds";
import { moderatePhotos } from "./moderation";
import { ownerPhotoList } from "./ownerList";
import { storePhotoSettings, storeSlideshowKey } from "./ownerRepository";
import { newSlideshowKey, readPhotoSettings } from "./settingsRepository";
import { GUEST_PHOTO_TEXTS } from "./texts";
import { zipStream } from "./zipStream";

type Params = { siteId: string };
const BASE = "/api/sites/:siteId/guest-photos";

/**
 * The couple's side of the guests' photos (decision 117): the list with usage and settings,
 * moderation, favourites into the gallery, the slideshow's key, the ZIP and the table cards.
 * Reading is for whoever may read the guest list; changing is the owner's and co-owners'.
 */
export function guestPhotoOwnerRoutes(app: FastifyInstance, deps: Deps): void {
  const reader = (request: FastifyRequest<{ Params: Params }>) => requireSiteAccess(deps, request, request.params.siteId, "readGuestList").then((access) => access.site);
  const editor = (request: FastifyRequest<{ Params: Params }>) => requireSiteAccess(deps, request, request.params.siteId, "edit").then((access) => access.site);
  const archives = { preHandler: rateLimitBy(deps, "guest-photo-archives", [{ limit: { max: PHOTO_ARCHIVES_PER_HOUR, window: 3_600_000 }, key: byAccount(deps) }]) };
  const privately = <T>(reply: { header: (name: string, value: string) => unknown }, body: T) => {
    reply.header("cache-control", "private, no-store");
    return body;
  };

  app.get<{ Params: Params }>(BASE, async (request, reply) => privately(reply, await ownerPhotoList(deps, await reader(request))));

  app.put<{ Params: Params }>(`${BASE}/settings`, async (request) => {
    const site = await editor(request);
    const settings = parseInput(photoSettings, request.body);
    await storePhotoSettings(deps.db, site.id, settings);
    return settings;
  });

  app.post<{ Params: Params }>(`${BASE}/moderation`, async (request) => {
    const site = await editor(request);
    await moderatePhotos(deps, site.id, parseInput(photoModeration, request.body));
    return ownerPhotoList(deps, site);
  });

  app.post<{ Params: Params }>(`${BASE}/slideshow-key`, async (request) => {
    const site = await editor(request);
    await readPhotoSettings(deps.db, site.id);
    await storeSlideshowKey(deps.db, site.id, newSlideshowKey());
    return ownerPhotoList(deps, site);
  });

  /** Streamed as it is written: a client that goes away ends the reading of the files. */
  app.get<{ Params: Params }>(`${BASE}/archive.zip`, archives, async (request, reply) => {
    const site = await reader(request);
    const entries = await photoArchive(deps, site);
    const texts = GUEST_PHOTO_TEXTS[uiLanguageFor(designSettings(site.document).language)];
    return reply
      .type("application/zip")
      .header("content-disposition", attachment([texts.archiveFile, siteTitle(site.document) || site.host || ""], "zip"))
      .header("cache-control", "private, no-store")
      .send(Readable.from(zipStream(entries)));
  });
}
