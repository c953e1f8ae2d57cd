import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireOwnSite } from "../../core";
import { requireOwnOrder } from "../orders/ownership";
import { addressEntries } from "./addressList";
import { addressCsv } from "./csv";
import { labelsPdf } from "./labelsPdf";

/** Address lists one account may make a minute: a labels PDF of a full list is some 40 pages. */
export const ADDRESS_LISTS_PER_MINUTE = 20;
const listQuery = z.object({ eventId: z.uuid().optional() });
type Format = "csv" | "pdf";

function send(reply: FastifyReply, format: Format, body: string | Uint8Array) {
  const [type, name] = format === "csv" ? ["text/csv; charset=utf-8", "adresser.csv"] : ["application/pdf", "adressetiketter.pdf"];
  return reply.type(type).header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "private, no-store").send(format === "pdf" ? Buffer.from(body as Uint8Array) : body);
}

/**
 * The cards' address list (decision 105) as a CSV for Excel and as A4 address labels: for the
 * site's households (all, or `?eventId=` those invited to one event) and for a card order's
 * own households. Owner only: 401 logged out, 403 another account's.
 */
export function addressListRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = { preHandler: rateLimitBy(deps, "address-lists", [{ limit: { max: ADDRESS_LISTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  const make = async (format: Format, siteId: string, choice: { eventId?: string; householdIds?: string[] | null }, language: ReturnType<typeof requestLanguage>) => {
    const entries = await addressEntries(deps.db, siteId, choice, deps.config.brand.market, language);
    return format === "csv" ? addressCsv(entries, language) : labelsPdf(entries, language);
  };

  for (const format of ["csv", "pdf"] as const) {
    const file = format === "csv" ? "addresses.csv" : "address-labels.pdf";
    app.get<{ Params: { siteId: string } }>(`/api/sites/:siteId/guest-list/${file}`, limited, async (request, reply) => {
      const { site } = await requireOwnSite(deps, request, request.params.siteId);
      const { eventId } = parseInput(listQuery, request.query);
      return send(reply, format, await make(format, site.id, { eventId }, requestLanguage(request, deps.config.brand.market)));
    });
    app.get<{ Params: { orderId: string } }>(`/api/orders/:orderId/${file}`, limited, async (request, reply) => {
      const order = await requireOwnOrder(deps, request, request.params.orderId);
      return send(reply, format, await make(format, order.siteId, { householdIds: order.householdIds ?? undefined }, requestLanguage(request, deps.config.brand.market)));
    });
  }
}
