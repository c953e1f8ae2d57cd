import type { FastifyInstance } from "fastify";
import { QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER } from "../../../domain/quickStart";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { requireGuestAccess } from "../publicSite/access";

const FILE_NAME = /^[0-9a-f-]{36}(-\d{3,4})?\.(jpg|webp|png|avif)$/;
/** File names are content-unique, so every image is cached for a year. */
const CACHED = "max-age=31536000, immutable";

/**
 * Site images on any host: a protected site's images only reach guests who entered its
 * password (or its owner). The starter pictures and quick start's uploads belong to no site
 * and are public: their names are unguessable, like those of a public site's images.
 */
export function imageRoutes(app: FastifyInstance, deps: Deps): void {
  async function stored(folder: string, fileName: string) {
    const file = FILE_NAME.test(fileName) ? await deps.storage.get(`${folder}/${fileName}`) : null;
    if (!file) throw new ApiError(404, "notFound", "No such image");
    return file;
  }

  app.get<{ Params: { siteId: string; fileName: string } }>("/images/:siteId/:fileName", async (request, reply) => {
    const { siteId, fileName } = request.params;
    if (!FILE_NAME.test(fileName)) throw new ApiError(404, "notFound", "No such image");
    const site = await requireGuestAccess(deps, request, siteId);
    const file = await stored(siteId, fileName);
    const visibility = site.passwordHash ? "private" : "public";
    return reply.type(file.contentType).header("cache-control", `${visibility}, ${CACHED}`).send(file.body);
  });

  for (const folder of [STARTER_IMAGE_FOLDER, QUICK_START_SITE_ID]) {
    app.get<{ Params: { fileName: string } }>(`/images/${folder}/:fileName`, async (request, reply) => {
      const file = await stored(folder, request.params.fileName);
      return reply.type(file.contentType).header("cache-control", `public, ${CACHED}`).send(file.body);
    });
  }
}
