import type { FastifyInstance, FastifyRequest } from "fastify";
import { GUEST_LIST_WRITES_PER_MINUTE } from "../../../domain/guestList/limits";
import { bulkHouseholdAction, guestEventInput, guestEventOrder, householdInput } from "../../../domain/guestList/types";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { listGuestEvents } from "./eventRepository";
import { householdQrPng } from "./householdQr";
import { presentGuestEvent, presentHousehold } from "./presenter";
import { deleteGuestList, listHouseholds } from "./repository";
import type { SitePermission } from "../../../domain/siteRoles";
import {
  bulkChange,
  changeGuestEvent,
  createGuestEvent,
  createHousehold,
  newHouseholdLink,
  removeGuestEvent,
  removeHousehold,
  reorderEvents,
  replaceHousehold,
} from "./service";

type SiteParams = { siteId: string };
type HouseholdParams = SiteParams & { householdId: string };
type EventParams = SiteParams & { eventId: string };

const BASE = "/api/sites/:siteId/guest-list";

/** A household or event id from the URL; a malformed one is the same 404 as one of another site. */
function idParam(id: string, what: string): string {
  if (!isUuid(id)) throw new ApiError(404, "notFound", `No such ${what} on this site`);
  return id;
}

/** The owner's guest list (issue 15): households with their guests, tags and invitations, and the site's events. */
export function guestListRoutes(app: FastifyInstance, deps: Deps): void {
  const writes = { preHandler: rateLimitBy(deps, "guest-list-writes", [{ limit: { max: GUEST_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  const own = (request: FastifyRequest<{ Params: SiteParams }>, permission: SitePermission) => requireSiteAccess(deps, request, request.params.siteId, permission).then((owned) => owned.site);

  app.get<{ Params: SiteParams }>(BASE, async (request, reply) => {
    const site = await own(request, "readGuestList");
    reply.header("cache-control", "private, no-store");
    const [households, events] = await Promise.all([listHouseholds(deps.db, site.id), listGuestEvents(deps.db, site.id)]);
    return { households: households.map(presentHousehold), events: events.map(presentGuestEvent) };
  });

  app.delete<{ Params: SiteParams }>(BASE, writes, async (request) => {
    await deleteGuestList(deps.db, (await own(request, "edit")).id);
    return { deleted: true };
  });

  app.post<{ Params: SiteParams }>(`${BASE}/households`, writes, async (request, reply) => {
    const site = await own(request, "edit");
    const household = await createHousehold(deps, site, parseInput(householdInput, request.body));
    return reply.status(201).send(presentHousehold(household));
  });

  app.put<{ Params: HouseholdParams }>(`${BASE}/households/:householdId`, writes, async (request) => {
    const site = await own(request, "edit");
    return presentHousehold(await replaceHousehold(deps, site, idParam(request.params.householdId, "household"), parseInput(householdInput, request.body)));
  });

  app.delete<{ Params: HouseholdParams }>(`${BASE}/households/:householdId`, writes, async (request) => {
    const site = await own(request, "edit");
    await removeHousehold(deps, site, idParam(request.params.householdId, "household"));
    return { deleted: true };
  });

  app.post<{ Params: HouseholdParams }>(`${BASE}/households/:householdId/link`, writes, async (request) => {
    const site = await own(request, "edit");
    return { linkToken: await newHouseholdLink(deps, site, idParam(request.params.householdId, "household")) };
  });

  app.get<{ Params: HouseholdParams }>(`${BASE}/households/:householdId/qr`, async (request, reply) => {
    const site = await own(request, "edit");
    const png = await householdQrPng(deps.db, site, idParam(request.params.householdId, "household"), deps.config.siteOrigin);
    return reply.type("image/png").header("content-disposition", "attachment").header("cache-control", "private, no-store").send(png);
  });

  app.post<{ Params: SiteParams }>(`${BASE}/bulk`, writes, async (request) => {
    const site = await own(request, "edit");
    return { changed: await bulkChange(deps, site, parseInput(bulkHouseholdAction, request.body)) };
  });

  app.get<{ Params: SiteParams }>(`${BASE}/events`, async (request, reply) => {
    const site = await own(request, "readGuestList");
    reply.header("cache-control", "private, no-store");
    return { events: (await listGuestEvents(deps.db, site.id)).map(presentGuestEvent) };
  });

  app.post<{ Params: SiteParams }>(`${BASE}/events`, writes, async (request, reply) => {
    const site = await own(request, "edit");
    return reply.status(201).send(presentGuestEvent(await createGuestEvent(deps, site, parseInput(guestEventInput, request.body))));
  });

  app.put<{ Params: SiteParams }>(`${BASE}/events/order`, writes, async (request) => {
    const site = await own(request, "edit");
    return { events: (await reorderEvents(deps, site, parseInput(guestEventOrder, request.body).eventIds)).map(presentGuestEvent) };
  });

  app.put<{ Params: EventParams }>(`${BASE}/events/:eventId`, writes, async (request) => {
    const site = await own(request, "edit");
    return presentGuestEvent(await changeGuestEvent(deps, site, idParam(request.params.eventId, "event"), parseInput(guestEventInput, request.body)));
  });

  app.delete<{ Params: EventParams }>(`${BASE}/events/:eventId`, writes, async (request) => {
    const site = await own(request, "edit");
    await removeGuestEvent(deps, site, idParam(request.params.eventId, "event"));
    return { deleted: true };
  });
}
