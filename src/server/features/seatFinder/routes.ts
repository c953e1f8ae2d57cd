import type { FastifyInstance } from "fastify";
import { SEAT_FINDER_TEXTS } from "../../../domain/seating/seatFinderTexts";
import { SEAT_SEARCHES_PER_MINUTE } from "../../../domain/seating/limits";
import type { SeatSearchAnswer } from "../../../domain/seating/seatFinder";
import { marketTimeZone } from "../../../domain/timeZones";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { requireGuestAccessToAnswer } from "../../core";
import { searchOpenSeats } from "./service";

/** Searches one address may make a minute, the JSON call and the open page's answer page together. */
export const seatSearchLimit = (deps: Deps) => rateLimitBy(deps, "seat-search", [{ limit: { max: SEAT_SEARCHES_PER_MINUTE, window: 60_000 }, key: byIp }]);

const texts = (key: "tooShort" | "tooLong") => ({ sv: SEAT_FINDER_TEXTS.sv[key], en: SEAT_FINDER_TEXTS.en[key], da: SEAT_FINDER_TEXTS.da[key] });

/**
 * "Hitta din plats" on the open page (decision 115): placed guests of the public events whose
 * plan has openSearch on and whose day has come, by a word of their name. No such plan: 404.
 */
export function seatFinderRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { siteId: string }; Querystring: { q?: unknown } }>("/api/sites/:siteId/seating/find", { preHandler: seatSearchLimit(deps) }, async (request, reply) => {
    const site = await requireGuestAccessToAnswer(deps, request, request.params.siteId);
    const found = await searchOpenSeats(deps, site.id, request.query.q, marketTimeZone(deps.config.brand.market), deps.now().getTime());
    if ("refused" in found) {
      if (found.refused === "notOpen") throw new ApiError(404, "notFound", "No seating plan is open to a search");
      throw new ApiError(422, "invalidInput", `q: ${found.refused}`, ["q"], { errorDescription: texts(found.refused) });
    }
    reply.header("cache-control", "private, no-store");
    const answer: SeatSearchAnswer = { seats: found.seats };
    return answer;
  });
}
