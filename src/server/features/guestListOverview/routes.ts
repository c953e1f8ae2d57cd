import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { guestListOverview, type GuestListOverview } from "../../../domain/guestList/overview";
import { GUEST_LIST_WRITES_PER_MINUTE } from "../../../domain/guestList/limits";
import { GROUP_IDENTIFIER_MAX_LENGTH } from "../../../domain/site/formLimits";
import { personalLinkUrl } from "../../../domain/guestList/personalLink";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { listGuestEvents } from "../guestList/eventRepository";
import { isOwnHousehold, listMatchedOpenAnswers, listOverviewHouseholds, matchOpenAnswer } from "./repository";

type SiteParams = { siteId: string };

const householdMatch = z.object({ householdId: z.uuid().nullable() });

const noSuchHousehold = () => new ApiError(404, "notFound", "No such household on this site");

/** Who is coming (issue 15, section 4; decision 067): the guest list's answers for the owner, and open-form sends matched to households. */
export function guestListOverviewRoutes(app: FastifyInstance, deps: Deps): void {
  const writes = { preHandler: rateLimitBy(deps, "guest-list-writes", [{ limit: { max: GUEST_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };

  app.get<{ Params: SiteParams }>("/api/sites/:siteId/guest-list/overview", async (request, reply): Promise<GuestListOverview> => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "readGuestList");
    reply.header("cache-control", "private, no-store");
    const [events, rows, matched] = await Promise.all([listGuestEvents(deps.db, site.id), listOverviewHouseholds(deps.db, site.id), listMatchedOpenAnswers(deps.db, site.id)]);
    const iso = (value: Date | null) => value?.toISOString() ?? null;
    return guestListOverview({
      events: events.map(({ id, name }) => ({ id, name })),
      households: rows.map((row) => ({
        id: row.id,
        name: row.name,
        address: row.address,
        tags: row.tags,
        eventIds: row.eventIds,
        link: site.host ? personalLinkUrl(site.host, row.linkToken, deps.config.siteOrigin) : null,
        linkFirstOpenedAt: iso(row.linkFirstOpenedAt),
        answeredAt: iso(row.answeredAt),
        changedAt: iso(row.changedAt),
        replies: row.replies,
        remindersStoppedAt: iso(row.remindersStoppedAt),
        guests: row.guests,
        latestReply: row.latestReply,
        openAnswers: matched.get(row.id) ?? [],
      })),
    });
  });

  // Only a household of the same site; another site's is the same 404 as an unknown one.
  app.put<{ Params: SiteParams & { groupIdentifier: string } }>("/api/rsvps/:siteId/v4/groups/:groupIdentifier/household", writes, async (request) => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    const { householdId } = parseInput(householdMatch, request.body);
    if (householdId !== null && !(await isOwnHousehold(deps.db, site.id, householdId))) throw noSuchHousehold();
    const { groupIdentifier } = request.params;
    const matched = groupIdentifier.length <= GROUP_IDENTIFIER_MAX_LENGTH ? await matchOpenAnswer(deps.db, site.id, groupIdentifier, householdId) : 0;
    if (matched === 0) throw new ApiError(404, "notFound", "No such answer on this site");
    return { householdId, answers: matched };
  });
}
