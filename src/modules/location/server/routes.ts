import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { QUICK_START_SITE_ID } from "../../../domain/quickStart";
import type { Deps } from "../../../server/deps";
import { parseInput } from "../../../server/http/errors";
import { byIp, rateLimitBy } from "../../../server/http/rateLimit";
import { requireGuestAccess, ownerPreviews, type BeforeProviderCall, requireSiteAccess } from "../../../server/core";
import { showsMap } from "../../../server/features/publicSite/shownContent";
import { mapParams, siteMapOf, storedMapImage } from "./mapImage";

const MAP_PATH = ":location/:zoom/:mapTheme/:markerColor/";
const siteParams = z.object({ siteId: z.string() });
const siteMapParams = mapParams.extend(siteParams.shape);

/** Who may have maps drawn under one path, and how a map not drawn before is counted. */
interface MapCallAccess {
  base: string;
  check(request: FastifyRequest): Promise<void>;
  beforeDraw(request: FastifyRequest, reply: FastifyReply): BeforeProviderCall;
}

/**
 * The Location module's map (spec 2 and spec 3, section 7): the guests' image, and the
 * owner's save (which draws it ahead of the first guest) and live preview. Guests get only
 * the maps the saved page or the site's events show; new ones the owner has drawn are limited (ownerPreviews.ts).
 * Quick start has the save and the preview with the word quick-start in place of the site
 * id; without an account, each new map drawn counts per IP and against a daily cap.
 */
export default function mapRoutes(app: FastifyInstance, deps: Deps): void {
  const previews = ownerPreviews(app, deps, "map-previews");
  const { mapsPerIp, mapsPerDay } = deps.config.quickStart;
  const quickStartDrawn = rateLimitBy(deps, "quick-start-maps", [
    { limit: mapsPerIp, key: byIp },
    { limit: mapsPerDay, key: () => "quick-start-maps" },
  ]);

  app.get(`/api/sites/:siteId/maps/${MAP_PATH}`, async (request, reply) => {
    const params = parseInput(siteMapParams, request.params);
    const site = await requireGuestAccess(deps, request, params.siteId);
    const beforeDraw = await previews.forGuestRoute(request, reply, site, await showsMap(deps.db, site, siteMapOf(params)), "No such map");
    const image = await storedMapImage(deps, params, request.log, beforeDraw);
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(image.contentType).header("cache-control", `${visibility}, max-age=86400`).send(image.body);
  });

  const owner: MapCallAccess = {
    base: "/api/sites/:siteId",
    check: (request) => requireSiteAccess(deps, request, parseInput(siteParams, request.params).siteId, "edit").then(() => {}),
    beforeDraw: previews.counted,
  };
  const quickStart: MapCallAccess = {
    base: `/api/sites/${QUICK_START_SITE_ID}`,
    check: async () => {},
    beforeDraw: (request, reply) => async () => {
      await quickStartDrawn.call(app, request, reply);
    },
  };
  for (const access of [owner, quickStart]) {
    app.post(`${access.base}/maps/${MAP_PATH}`, async (request, reply) => {
      await access.check(request);
      const params = parseInput(mapParams, request.params);
      // Without a provider the place is still kept: guests get its address and the open-in-maps link.
      if (deps.maps) await storedMapImage(deps, params, request.log, access.beforeDraw(request, reply));
      return siteMapOf(params);
    });

    app.get(`${access.base}/maps/preview/${MAP_PATH}`, async (request, reply) => {
      await access.check(request);
      const params = parseInput(mapParams, request.params);
      const image = await storedMapImage(deps, params, request.log, access.beforeDraw(request, reply));
      return reply.type(image.contentType).header("cache-control", "private, max-age=3600").send(image.body);
    });
  }
}
