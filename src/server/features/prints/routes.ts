import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { newPrintCard, printCard, PRINT_DOCUMENT_MAX_BYTES } from "../../../domain/print/card";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requireSession, requireSiteAccess } from "../../core";
import { requireOwnPrint } from "./ownership";
import { presentPrint } from "./presenter";
import { qrRoute } from "./qrRoute";
import { listPrints } from "./repository";
import { householdCardsForRenderer } from "./householdCards";
import { printForRenderer, printImageForRenderer } from "./serverAccess";
import { createPrint, savePrint } from "./service";

type PrintParams = { printId: string };

/**
 * The invitation card calls (spec 3, section 7): create, save, load and list for the site's
 * owner, the print renderer's read by key, and the QR code image. A card's image calls are
 * in imageUpload/ (multipart lives there).
 */
export function printRoutes(app: FastifyInstance, deps: Deps): void {
  const bodyLimit = PRINT_DOCUMENT_MAX_BYTES;

  app.post("/api/prints/", { bodyLimit }, async (request) => {
    await requireSession(deps, request);
    const { site: siteId, ...card } = parseInput(newPrintCard, request.body);
    const { site } = await requireSiteAccess(deps, request, siteId, "edit");
    return createPrint(deps, site, card);
  });

  app.put<{ Params: PrintParams }>("/api/prints/:printId", { bodyLimit }, async (request) => {
    const { print, site } = await requireOwnPrint(deps, request, request.params.printId);
    return savePrint(deps, site, print, parseInput(printCard, request.body));
  });

  app.get<{ Params: PrintParams }>("/api/prints/:printId", async (request) => presentPrint((await requireOwnPrint(deps, request, request.params.printId)).print));

  app.get<{ Params: { siteId: string } }>("/api/sites/:siteId/prints/", async (request) => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    return { prints: (await listPrints(deps.db, site.id)).map(presentPrint) };
  });

  app.get<{ Params: PrintParams & { key: string } }>("/api/prints/:printId/serverAccess/:key", async (request, reply) => {
    const { printId, key } = parseInput(z.object({ printId: z.string(), key: z.string() }), request.params);
    reply.header("cache-control", "private, no-store");
    return printForRenderer(deps, printId, key);
  });

  app.get<{ Params: PrintParams & { key: string; fileName: string } }>("/api/prints/:printId/serverAccess/:key/images/:fileName", async (request, reply) => {
    const { printId, key, fileName } = request.params;
    const file = await printImageForRenderer(deps, printId, key, fileName);
    return reply.type(file.contentType).header("cache-control", "private, no-store").send(file.body);
  });

  app.get<{ Params: PrintParams & { key: string; orderId: string } }>("/api/prints/:printId/serverAccess/:key/orders/:orderId/households", async (request, reply) => {
    const { printId, key, orderId } = request.params;
    reply.header("cache-control", "private, no-store");
    return { households: await householdCardsForRenderer(deps, printId, key, orderId) };
  });

  qrRoute(app, deps);
}
