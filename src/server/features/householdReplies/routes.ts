import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { isLinkToken } from "../guestList/linkTokens";
import { findHousehold } from "../guestList/repository";
import { GUEST_LIST_WRITES_PER_MINUTE } from "../../../domain/guestList/limits";
import { byAccount, requireSiteAccess } from "../../core";
import { listReplies } from "./repository";
import { householdAddressRoute } from "./addressRoute";
import { householdOfLink } from "./householdOfLink";
import { ownerSetsReply, submitHouseholdReply } from "./service";
import type { SitePermission } from "../../../domain/siteRoles";

/** Replies one personal link may send an hour: far above a household changing its mind, far below a flood. */
export const REPLIES_PER_TOKEN_PER_HOUR = 20;
/** A household of 30 guests with every note and message full is some 25 KB. */
const REPLY_BODY_LIMIT = 64 * 1024;

const OWNER_PATH = "/api/sites/:siteId/guest-list/households/:householdId/reply";
type OwnerParams = { siteId: string; householdId: string };

const postKey = z.object({ postKey: z.string().min(1).max(200) });

/** A household's answers (issue 15): its own reply through its personal link, and the owner's change of it. */
export function householdReplyRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "household-replies", [
    { limit: deps.rateLimits.perIp, key: byIp },
    // Only what can be a token gets a counter of its own; anything else finds no household and counts per IP.
    { limit: { max: REPLIES_PER_TOKEN_PER_HOUR, window: 3_600_000 }, key: ({ params }) => (isLinkToken((params as { token: string }).token) ? `token:${(params as { token: string }).token}` : undefined) },
  ]);
  // The owner's change counts as a guest-list write (decision 062).
  const writes = rateLimitBy(deps, "guest-list-writes", [{ limit: { max: GUEST_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);

  // On the site's own host, as the personal page: the link itself is the household's key, so a protected site asks no password.
  app.post<{ Params: { token: string } }>("/api/households/:token/reply", { bodyLimit: REPLY_BODY_LIMIT, preHandler: [refuseFromEditor, limited] }, async (request) => {
    const { siteId, household } = await householdOfLink(deps, request);
    return submitHouseholdReply(deps, siteId, household, request.body, parseInput(postKey, request.body).postKey);
  });
  householdAddressRoute(app, deps);

  /** The owner's own household: 401/403 as every owner route, then 404 for a household not of this site. */
  const ownHousehold = async (request: FastifyRequest<{ Params: OwnerParams }>, permission: SitePermission) => {
    const { site } = await requireSiteAccess(deps, request, request.params.siteId, permission);
    const household = isUuid(request.params.householdId) ? await findHousehold(deps.db, site.id, request.params.householdId) : undefined;
    if (!household) throw new ApiError(404, "notFound", "No such household on this site");
    return { siteId: site.id, household };
  };

  app.get<{ Params: OwnerParams }>(OWNER_PATH, async (request, reply) => {
    const { household } = await ownHousehold(request, "readGuestList");
    reply.header("cache-control", "private, no-store");
    return { replies: (await listReplies(deps.db, household.id)).map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), reply: row.reply })) };
  });

  app.put<{ Params: OwnerParams }>(OWNER_PATH, { bodyLimit: REPLY_BODY_LIMIT, preHandler: writes }, async (request) => {
    const { siteId, household } = await ownHousehold(request, "edit");
    return ownerSetsReply(deps, siteId, household, request.body);
  });
}
