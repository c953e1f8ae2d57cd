import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { requireSiteAccess } from "../../core";
import { convertSite, previewConversion } from "./service";

type SiteParams = { siteId: string };

/** The owner's "convert to the new format" (issue 14): a preview first, then the conversion; restoring the legacy version undoes it. */
export function legacyConversionRoutes(app: FastifyInstance, deps: Deps): void {
  app.post<{ Params: SiteParams }>("/api/sites/:siteId/legacy-conversion/preview", async (request) => previewConversion(deps, (await requireSiteAccess(deps, request, request.params.siteId, "edit")).site));

  app.post<{ Params: SiteParams }>("/api/sites/:siteId/legacy-conversion", async (request) => convertSite(deps, (await requireSiteAccess(deps, request, request.params.siteId, "edit")).site));
}
