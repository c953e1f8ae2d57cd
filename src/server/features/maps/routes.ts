import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requireGuestAccess } from "../publicSite/access";
import { showsMap } from "../publicSite/shownContent";
import { ownerPreviews } from "../sites/ownerPreviews";
import { requireOwnSite } from "../sites/ownership";
import { mapParams, siteMapOf, storedMapImage } from "./mapImage";

const MAP_PATH = ":location/:zoom/:mapTheme/:markerColor/";

/**
 * The Location module's map (spec 2 and spec 3, section 7): the guests' image, and the
 * owner's save (which draws it ahead of the first guest) and live preview. Guests get only
 * the maps the saved page shows; new ones the owner has drawn are limited (ownerPreviews.ts).
 */
export function mapRoutes(app: FastifyInstance, deps: Deps): void {
  const previews = ownerPreviews(app, deps);

  app.get(`/api/sites/:siteId/maps/${MAP_PATH}`, async (request, reply) => {
    const params = parseInput(mapParams, request.params);
    const site = await requireGuestAccess(deps, request, params.siteId);
    const beforeDraw = await previews.forGuestRoute(request, reply, site, await showsMap(site, siteMapOf(params)), "No such map");
    const image = await storedMapImage(deps, params, request.log, beforeDraw);
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(image.contentType).header("cache-control", `${visibility}, max-age=86400`).send(image.body);
  });

  app.post(`/api/sites/:siteId/maps/${MAP_PATH}`, async (request, reply) => {
    const params = parseInput(mapParams, request.params);
    await requireOwnSite(deps, request, params.siteId);
    await storedMapImage(deps, params, request.log, previews.counted(request, reply));
    return siteMapOf(params);
  });

  app.get(`/api/sites/:siteId/maps/preview/${MAP_PATH}`, async (request, reply) => {
    const params = parseInput(mapParams, request.params);
    await requireOwnSite(deps, request, params.siteId);
    const image = await storedMapImage(deps, params, request.log, previews.counted(request, reply));
    return reply.type(image.contentType).header("cache-control", "private, max-age=3600").send(image.body);
  });
}
