import type { FastifyInstance, FastifyRequest } from "fastify";
import { PLACEMENTS_PER_MINUTE, SEATING_WRITES_PER_MINUTE } from "../../../domain/seating/limits";
import type { SeatingEvent, SeatingPlan } from "../../../domain/seating/plan";
import type { Deps } from "../../deps";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { listSeatingEvents } from "./planRepository";
import { changeTable, createTable, dismissPlanNotices, markGuests, moveGuests, placeForMe, removeTable, seatingPlanOf, setRules, setSettings } from "./service";

type SiteParams = { siteId: string };
type PlanParams = SiteParams & { eventId: string };
type TableParams = PlanParams & { tableId: string };
const BASE = "/api/sites/:siteId/seating";
const PLAN = `${BASE}/:eventId`;

/**
 * The seating plans' owner API (issue 35, decision 112): reads need "readGuestList", writes
 * "edit"; every write answers the whole plan with its new revision.
 */
export function seatingRoutes(app: FastifyInstance, deps: Deps): void {
  const writes = { preHandler: rateLimitBy(deps, "seating-writes", [{ limit: { max: SEATING_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  // A run costs up to a second of CPU: counted on its own, far below the writes.
  const placements = { preHandler: rateLimitBy(deps, "seating-placements", [{ limit: { max: PLACEMENTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  const editable = async (request: FastifyRequest<{ Params: SiteParams }>) => (await requireSiteAccess(deps, request, request.params.siteId, "edit")).site.id;

  app.get<{ Params: SiteParams }>(BASE, async (request, reply): Promise<{ events: SeatingEvent[] }> => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readGuestList");
    reply.header("cache-control", "private, no-store");
    return { events: await listSeatingEvents(deps.db, site.id) };
  });

  app.get<{ Params: PlanParams }>(PLAN, async (request, reply): Promise<SeatingPlan> => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readGuestList");
    reply.header("cache-control", "private, no-store");
    return seatingPlanOf(deps.db, site.id, request.params.eventId);
  });

  app.post<{ Params: PlanParams }>(`${PLAN}/tables`, writes, async (request, reply) => {
    const plan = await createTable(deps, await editable(request), request.params.eventId, request.body);
    return reply.status(201).send(plan);
  });

  app.patch<{ Params: TableParams }>(`${PLAN}/tables/:tableId`, writes, async (request) => changeTable(deps, await editable(request), request.params.eventId, request.params.tableId, request.body));

  app.delete<{ Params: TableParams }>(`${PLAN}/tables/:tableId`, writes, async (request) => removeTable(deps, await editable(request), request.params.eventId, request.params.tableId));

  app.put<{ Params: PlanParams }>(`${PLAN}/seats`, writes, async (request) => moveGuests(deps, await editable(request), request.params.eventId, request.body));

  app.put<{ Params: PlanParams }>(`${PLAN}/marks`, writes, async (request) => markGuests(deps, await editable(request), request.params.eventId, request.body));

  app.put<{ Params: PlanParams }>(`${PLAN}/rules`, writes, async (request) => setRules(deps, await editable(request), request.params.eventId, request.body));

  app.put<{ Params: PlanParams }>(`${PLAN}/settings`, writes, async (request) => setSettings(deps, await editable(request), request.params.eventId, request.body));

  app.delete<{ Params: PlanParams }>(`${PLAN}/notices`, writes, async (request) => dismissPlanNotices(deps, await editable(request), request.params.eventId));

  app.post<{ Params: PlanParams }>(`${PLAN}/placement`, placements, async (request) => placeForMe(deps, await editable(request), request.params.eventId, request.body));
}
