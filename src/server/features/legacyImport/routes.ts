import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { listReservations } from "../../../modules/giftRegistry/server/repository";
import { presentLegacyEditorSite } from "../siteEditing/legacyPresenter";
import { reportLines } from "./problems";
import { importLegacySite } from "./service";
import { MAX_IMPORT_IMAGES, withUploadedImport } from "./upload";

const params = z.object({ siteId: z.string() });

/**
 * POST /api/sites/{siteId}/legacy-import: the owner replaces their site with a legacy site
 * document and its images. An import counts as one of the account's image uploads.
 */
export function legacyImportRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = deps.config.imageUpload;
  const limited = rateLimitBy(deps, "image-uploads", [{ limit: limits.perMinute, key: byAccount(deps) }]);
  void app.register(async (scope) => {
    // One part over: the document and at most MAX_IMPORT_IMAGES images; the upload counts the images itself to say so.
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: MAX_IMPORT_IMAGES + 2, fields: 10, parts: MAX_IMPORT_IMAGES + 12 } });
    scope.post("/api/sites/:siteId/legacy-import", { preHandler: limited }, async (request) => {
      const { site } = await requireSiteAccess(deps, request, parseInput(params, request.params).siteId, "edit");
      const imported = await withUploadedImport(scope, request, limits.maxBytes, (input) => importLegacySite(deps, site, input));
      const reservations = await listReservations(deps.db, site.id);
      return { ...presentLegacyEditorSite(imported.site, imported.document, reservations), warnings: reportLines(imported.warnings) };
    });
  });
}
