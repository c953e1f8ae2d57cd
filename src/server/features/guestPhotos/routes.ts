import type { FastifyInstance, FastifyRequest } from "fastify";
import { photoModeration, photoSettings } from "../../../domain/guestPhotos/types";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requireSiteAccess } from "../../core";
import { moderatePhotos } from "./moderation";
import { ownerPhotoList } from "./ownerList";
import { storePhotoSettings, storeSlideshowKey } from "./ownerRepository";
import { newSlideshowKey, readPhotoSettings } from "./settingsRepository";

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
}
