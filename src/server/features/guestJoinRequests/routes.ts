import type { FastifyInstance, FastifyRequest } from "fastify";
import { JOIN_REQUEST_BODY_LIMIT, JOIN_REQUESTS_PER_IP_PER_HOUR } from "../../../domain/guestList/joinRequestLimits";
import { GUEST_LIST_WRITES_PER_MINUTE } from "../../../domain/guestList/limits";
import { resolveHost } from "../../../domain/hostMode";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { byAccount, findSiteByHost, requireOwnSite } from "../../core";
import { presentJoinRequest } from "./presenter";
import { listJoinRequests } from "./repository";
import { approveJoinRequest, declineJoinRequest, submitJoinRequest } from "./service";

type SiteParams = { siteId: string };
type RequestParams = SiteParams & { requestId: string };
const BASE = "/api/sites/:siteId/guest-list/join-requests";

/** The published site of the host the call came in on, as a personal link finds it. */
async function siteOfHost(deps: Deps, request: FastifyRequest) {
  const host = resolveHost(request.headers.host, deps.config.editHosts);
  const site = host.mode === "PUBLIC" ? await findSiteByHost(deps.db, host.hostname) : undefined;
  if (!site || !isPublished(site, deps.now())) throw new ApiError(404, "notFound", "No such site");
  return site;
}

/** Asking to join the guest list (decision 103): the guest's request on the site's host, and the couple's answer to it. */
export function guestJoinRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const perIp = rateLimitBy(deps, "guest-join-requests", [{ limit: { max: JOIN_REQUESTS_PER_IP_PER_HOUR, window: 3_600_000 }, key: byIp }]);
  const writes = { preHandler: rateLimitBy(deps, "guest-list-writes", [{ limit: { max: GUEST_LIST_WRITES_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]) };
  const own = (request: FastifyRequest<{ Params: SiteParams }>) => requireOwnSite(deps, request, request.params.siteId).then((owned) => owned.site);
  const requestId = (id: string) => {
    if (!isUuid(id)) throw new ApiError(404, "notFound", "No such request on this site");
    return id;
  };

  app.post("/api/guest-list/join-requests", { bodyLimit: JOIN_REQUEST_BODY_LIMIT, preHandler: [refuseFromEditor, perIp] }, async (request, reply) => {
    const site = await siteOfHost(deps, request);
    return reply.status(201).send(await submitJoinRequest(deps, site, request.body));
  });

  app.get<{ Params: SiteParams }>(BASE, async (request, reply) => {
    const site = await own(request);
    reply.header("cache-control", "private, no-store");
    return { requests: (await listJoinRequests(deps.db, site.id)).map(presentJoinRequest) };
  });

  app.post<{ Params: RequestParams }>(`${BASE}/:requestId/approve`, writes, async (request) =>
    approveJoinRequest(deps, await own(request), requestId(request.params.requestId)),
  );

  app.post<{ Params: RequestParams }>(`${BASE}/:requestId/decline`, writes, async (request) =>
    declineJoinRequest(deps, await own(request), requestId(request.params.requestId)),
  );
}
