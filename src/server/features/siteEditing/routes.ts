import type { FastifyInstance } from "fastify";
import { SITE_DOCUMENT_MAX_BYTES } from "../../../domain/site/documentSize";
import { metaNoindexSchema, sitePasswordSchema } from "../../../domain/site/editing";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { requireOwnSite } from "../../core";
import { siteQrPng } from "./qr";
import { anyEditorSite, restoreVersion, saveDocument, setMetaNoindex, setSitePassword, version, versions } from "./service";

type SiteParams = { siteId: string };
type VersionParams = SiteParams & { versionId: string };

/** The editor's calls on one site (spec 3): load, save, versions, guest password, search visibility, QR code. */
export function siteEditingRoutes(app: FastifyInstance, deps: Deps): void {
  const own = (request: Parameters<typeof requireOwnSite>[1], siteId: string) => requireOwnSite(deps, request, siteId).then((owned) => owned.site);

  app.get<{ Params: SiteParams }>("/api/sites/:siteId", async (request) => anyEditorSite(deps, await own(request, request.params.siteId)));

  app.put<{ Params: SiteParams }>("/api/sites/:siteId", { bodyLimit: SITE_DOCUMENT_MAX_BYTES }, async (request) => saveDocument(deps, await own(request, request.params.siteId), request.body));

  app.get<{ Params: SiteParams }>("/api/sites/:siteId/versions", async (request) => ({ versions: await versions(deps, await own(request, request.params.siteId)) }));

  app.get<{ Params: VersionParams }>("/api/sites/:siteId/versions/:versionId", async (request) =>
    version(deps, await own(request, request.params.siteId), request.params.versionId),
  );

  app.post<{ Params: VersionParams }>("/api/sites/:siteId/versions/:versionId/restore", async (request) =>
    restoreVersion(deps, await own(request, request.params.siteId), request.params.versionId),
  );

  app.put<{ Params: SiteParams }>("/api/sites/:siteId/password", async (request) => {
    const site = await own(request, request.params.siteId);
    return setSitePassword(deps, site, parseInput(sitePasswordSchema, request.body).password);
  });

  app.put<{ Params: SiteParams }>("/api/sites/:siteId/metaNoindex", async (request) => {
    const site = await own(request, request.params.siteId);
    return setMetaNoindex(deps, site, parseInput(metaNoindexSchema, request.body).metaNoindex);
  });

  app.get<{ Params: SiteParams & { host: string } }>("/api/sites/:siteId/qr/:host/png", async (request, reply) => {
    const site = await own(request, request.params.siteId);
    const host = request.params.host.toLowerCase();
    if (!site.host || site.host !== host) throw new ApiError(404, "notFound", "Not this site's address");
    return reply
      .type("image/png")
      .header("content-disposition", `attachment; filename="qr-${host}.png"`)
      .header("cache-control", "private, no-store")
      .send(await siteQrPng(host, deps.config.siteOrigin));
  });
}
