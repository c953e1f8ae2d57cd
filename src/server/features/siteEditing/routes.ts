import type { FastifyInstance } from "fastify";
import { SITE_DOCUMENT_MAX_BYTES } from "../../../domain/site/documentSize";
import { metaNoindexSchema, sitePasswordSchema } from "../../../domain/site/editing";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { requireSiteAccess } from "../../core";
import { siteQrPng } from "./qr";
import { anyEditorSite, restoreVersion, saveDocument, setMetaNoindex, setSitePassword, version, versions } from "./service";
import type { SitePermission } from "../../../domain/siteRoles";

type SiteParams = { siteId: string };
type VersionParams = SiteParams & { versionId: string };

/** The editor's calls on one site (spec 3): load, save, versions, guest password, search visibility, QR code. */
export function siteEditingRoutes(app: FastifyInstance, deps: Deps): void {
  const own = (request: Parameters<typeof requireSiteAccess>[1], siteId: string, permission: SitePermission) => requireSiteAccess(deps, request, siteId, permission).then((owned) => owned.site);

  // The page document is what the answers' questions are read against, so every role reads it.
  app.get<{ Params: SiteParams }>("/api/sites/:siteId", async (request) => anyEditorSite(deps, await own(request, request.params.siteId, "readAnswers")));

  app.put<{ Params: SiteParams }>("/api/sites/:siteId", { bodyLimit: SITE_DOCUMENT_MAX_BYTES }, async (request) => {
    const { site, accountId } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    return saveDocument(deps, site, request.body, accountId);
  });

  app.get<{ Params: SiteParams }>("/api/sites/:siteId/versions", async (request) => ({ versions: await versions(deps, await own(request, request.params.siteId, "edit")) }));

  app.get<{ Params: VersionParams }>("/api/sites/:siteId/versions/:versionId", async (request) =>
    version(deps, await own(request, request.params.siteId, "edit"), request.params.versionId),
  );

  app.post<{ Params: VersionParams }>("/api/sites/:siteId/versions/:versionId/restore", async (request) => {
    const { site, accountId } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    return restoreVersion(deps, site, request.params.versionId, accountId);
  });

  app.put<{ Params: SiteParams }>("/api/sites/:siteId/password", async (request) => {
    const site = await own(request, request.params.siteId, "edit");
    return setSitePassword(deps, site, parseInput(sitePasswordSchema, request.body).password);
  });

  app.put<{ Params: SiteParams }>("/api/sites/:siteId/metaNoindex", async (request) => {
    const site = await own(request, request.params.siteId, "edit");
    return setMetaNoindex(deps, site, parseInput(metaNoindexSchema, request.body).metaNoindex);
  });

  app.get<{ Params: SiteParams & { host: string } }>("/api/sites/:siteId/qr/:host/png", async (request, reply) => {
    const site = await own(request, request.params.siteId, "edit");
    const host = request.params.host.toLowerCase();
    if (!site.host || site.host !== host) throw new ApiError(404, "notFound", "Not this site's address");
    return reply
      .type("image/png")
      .header("content-disposition", `attachment; filename="qr-${host}.png"`)
      .header("cache-control", "private, no-store")
      .send(await siteQrPng(host, deps.config.siteOrigin));
  });
}
