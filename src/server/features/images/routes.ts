import type { FastifyInstance, FastifyReply } from "fastify";
import { QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER } from "../../../domain/quickStart";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { requireGuestAccess } from "../../core";

const FILE_NAME = /^[0-9a-f-]{36}(-\d{3,4})?\.(jpg|webp|png|avif)$/;
/** File names are content-unique, so every image, and every redirect to one, is cached for a year. */
const CACHED = "max-age=31536000, immutable";

const notFound = () => new ApiError(404, "notFound", "No such image");

/**
 * Site images on any host: a protected site's images only reach guests who entered its
 * password (or its owner). The starter pictures and quick start's uploads belong to no site
 * and are public: their names are unguessable, like those of a public site's images.
 *
 * With IMAGE_CDN_URL, a public image is a redirect to the CDN's copy of the same object; a
 * protected site's images are always streamed from here, so only this check lets them out.
 */
export function imageRoutes(app: FastifyInstance, deps: Deps): void {
  async function send(reply: FastifyReply, folder: string, fileName: string, visibility: "public" | "private") {
    if (!FILE_NAME.test(fileName)) throw notFound();
    const key = `${folder}/${fileName}`;
    const cacheControl = `${visibility}, ${CACHED}`;
    if (deps.config.imageCdnUrl && visibility === "public") {
      if (!(await deps.storage.has(key))) throw notFound();
      return reply.header("cache-control", cacheControl).redirect(`${deps.config.imageCdnUrl}/${key}`, 302);
    }
    const file = await deps.storage.stream(key);
    if (!file) throw notFound();
    if (file.size !== undefined) reply.header("content-length", file.size);
    return reply.type(file.contentType).header("cache-control", cacheControl).send(file.body);
  }

  app.get<{ Params: { siteId: string; fileName: string } }>("/images/:siteId/:fileName", async (request, reply) => {
    const { siteId, fileName } = request.params;
    if (!FILE_NAME.test(fileName)) throw notFound();
    const site = await requireGuestAccess(deps, request, siteId);
    return send(reply, siteId, fileName, site.passwordHash ? "private" : "public");
  });

  for (const folder of [STARTER_IMAGE_FOLDER, QUICK_START_SITE_ID]) {
    app.get<{ Params: { fileName: string } }>(`/images/${folder}/:fileName`, (request, reply) => send(reply, folder, request.params.fileName, "public"));
  }
}
