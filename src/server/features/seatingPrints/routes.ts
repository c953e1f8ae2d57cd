import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { SEATING_EXPORTS_PER_MINUTE, SEATING_RENDERS_PER_HOUR } from "../../../domain/seating/limits";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { attachment } from "./attachment";
import { catererFile, placeCardsFile, posterFile, type SeatingFile } from "./files";
import { printSource } from "./printSource";
import { renderSlots } from "./renderSlots";

type Params = { siteId: string; eventId: string };
const posterQuery = z.object({ size: z.enum(["a3", "a2"]).default("a3") });

const send = (reply: FastifyReply, file: SeatingFile) =>
  reply.type(file.type).header("content-disposition", attachment(file.words, file.extension)).header("cache-control", "private, no-store").send(Buffer.from(file.body));

/**
 * What a seating plan produces (decision 114): place cards and the table plan poster as
 * print-ready PDFs, and the caterer's list as Excel and PDF. For whoever may read the guest
 * list; every file counts against SEATING_EXPORTS_PER_MINUTE per account, and the PDFs drawn
 * in Chromium against SEATING_RENDERS_PER_HOUR too; they wait their turn behind the invitation cards' (one render at a time), at most
 * SEATING_RENDERS_WAITING_MAX of them at once.
 */
export function seatingPrintRoutes(app: FastifyInstance, deps: Deps): void {
  const perMinute = rateLimitBy(deps, "seating-exports", [{ limit: { max: SEATING_EXPORTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);
  const limited = { preHandler: perMinute };
  const drawn = { preHandler: [perMinute, rateLimitBy(deps, "seating-renders", [{ limit: { max: SEATING_RENDERS_PER_HOUR, window: 3_600_000 }, key: byAccount(deps) }])] };
  const source = async (request: FastifyRequest<{ Params: Params }>) => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readGuestList");
    return printSource(deps, site, request.params.eventId);
  };
  const base = "/api/sites/:siteId/seating/:eventId";

  const inSlot = renderSlots();

  app.get<{ Params: Params }>(`${base}/place-cards.pdf`, drawn, async (request, reply) => {
    const plan = await source(request);
    return send(reply, await inSlot(() => placeCardsFile(deps.printRenderer, plan)));
  });

  app.get<{ Params: Params }>(`${base}/poster.pdf`, drawn, async (request, reply) => {
    const { size } = parseInput(posterQuery, request.query);
    const plan = await source(request);
    return send(reply, await inSlot(() => posterFile(deps.printRenderer, plan, size)));
  });

  for (const format of ["xlsx", "pdf"] as const) {
    app.get<{ Params: Params }>(`${base}/caterer.${format}`, limited, async (request, reply) =>
      send(reply, await catererFile(await source(request), format, requestLanguage(request, deps.config.brand.market))),
    );
  }
}
