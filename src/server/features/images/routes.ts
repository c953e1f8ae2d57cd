import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { requireGuestAccess } from "../publicSite/access";

const FILE_NAME = /^[0-9a-f-]{36}(-\d{3,4})?\.(jpg|webp|png|avif)$/;

/**
 * Site images on any host: a protected site's images only reach guests who entered its
 * password (or its owner). File names are content-unique, so they are cached for a year.
 */
export function imageRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { siteId: string; fileName: string } }>("/images/:siteId/:fileName", async (request, reply) => {
    const { siteId, fileName } = request.params;
    if (!FILE_NAME.test(fileName)) throw new ApiError(404, "notFound", "No such image");
    const site = await requireGuestAccess(deps, request, siteId);
    const file = await deps.storage.get(`${siteId}/${fileName}`);
    if (!file) throw new ApiError(404, "notFound", "No such image");
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(file.contentType).header("cache-control", `${visibility}, max-age=31536000, immutable`).send(file.body);
  });
}
