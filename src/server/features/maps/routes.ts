import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAP_THEMES, MAP_ZOOM } from "../../../modules/location/schema";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { requireGuestAccess } from "../publicSite/access";

/** The map image's size in CSS pixels; providers may render it at twice the density. */
export const MAP_SIZE = { width: 640, height: 420 } as const;

const params = z.object({
  siteId: z.string(),
  location: z.string().trim().min(1).max(300),
  zoom: z.coerce.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max),
  mapTheme: z.enum(MAP_THEMES),
  markerColor: z.string().regex(/^[0-9a-fA-F]{6}$/),
});

/**
 * GET /api/sites/{siteId}/maps/{location}/{zoom}/{mapTheme}/{markerColor}/: the Location
 * module's map image. Each distinct map is drawn once by the provider and kept in storage.
 */
export function mapRoutes(app: FastifyInstance, deps: Deps): void {
  app.get("/api/sites/:siteId/maps/:location/:zoom/:mapTheme/:markerColor/", async (request, reply) => {
    const input = parseInput(params, request.params);
    const site = await requireGuestAccess(deps, request, input.siteId);
    const request_ = { location: input.location, zoom: input.zoom, mapTheme: input.mapTheme, markerColor: `#${input.markerColor.toLowerCase()}`, ...MAP_SIZE };
    const key = `maps/${createHash("sha256").update(JSON.stringify(request_)).digest("hex")}.${deps.maps.extension}`;
    let image = await deps.storage.get(key);
    if (!image) {
      try {
        image = await deps.maps.render(request_);
      } catch (error) {
        request.log.error({ err: error }, "map provider failed");
        throw new ApiError(502, "serverError", "The map could not be drawn right now");
      }
      await deps.storage.put(key, image.body, image.contentType);
    }
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(image.contentType).header("cache-control", `${visibility}, max-age=86400`).send(image.body);
  });
}
