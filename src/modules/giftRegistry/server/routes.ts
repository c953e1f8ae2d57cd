import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../domain/limits";
import { RESERVER_KEY_PATTERN } from "../reserverKey";
import type { Deps } from "../../../server/deps";
import { refuseFromEditor } from "../../../server/http/editorMarker";
import { parseInput } from "../../../server/http/errors";
import { byIp, rateLimitBy } from "../../../server/http/rateLimit";
import { requireGuestAccess } from "../../../server/core";
import { cancel, reserve } from "./service";

/**
 * Reserve and cancel bodies (spec 2, section 5): a password and a whole number of at least 1;
 * and the guest page's own random key of the browser (decision 084), optional for older callers.
 */
const reservationBody = z.object({
  quantity: z.number().int().min(1).max(10_000),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  reserver: z.string().regex(RESERVER_KEY_PATTERN).optional(),
});

type Params = { siteId: string; moduleId: string; itemId: string };

/** Guests reserve and cancel gifts; every answer is the site's full list of reservations. The module's server part (its definition's `server`). */
export default function giftRegistryRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "gift-registry", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  // The older path (spec 2, section 7) and /v2 work alike, on sites of either shape.
  for (const path of ["/api/gift-registry/:siteId/:moduleId/:itemId/", "/api/gift-registry/:siteId/:moduleId/:itemId/v2"]) {
    app.put<{ Params: Params }>(path, { preHandler: [refuseFromEditor, limited] }, async (request) => {
      const site = await requireGuestAccess(deps, request, request.params.siteId);
      const input = parseInput(reservationBody, request.body);
      const list = await reserve(deps, site, request.params.moduleId, request.params.itemId, input.quantity, input.password, input.reserver);
      return { giftRegistryReservations: list };
    });

    app.delete<{ Params: Params }>(path, { preHandler: [refuseFromEditor, limited] }, async (request) => {
      const site = await requireGuestAccess(deps, request, request.params.siteId);
      const input = parseInput(reservationBody, request.body);
      const list = await cancel(deps, site, request.params.moduleId, request.params.itemId, input.quantity, input.password, input.reserver);
      return { giftRegistryReservations: list };
    });
  }
}
