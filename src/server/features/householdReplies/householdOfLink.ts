import type { FastifyRequest } from "fastify";
import { resolveHost } from "../../../domain/hostMode";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { findHouseholdByToken, type HouseholdRow } from "../guestList/repository";
import { findSiteByHost } from "../../core";

/**
 * The household a personal link names, on the site of the host the call came in on: a token of
 * another site, a regenerated one or an unpublished site are all the same 404.
 */
export async function householdOfLink(deps: Deps, request: FastifyRequest<{ Params: { token: string } }>): Promise<{ siteId: string; household: HouseholdRow }> {
  const host = resolveHost(request.headers.host, deps.config.editHosts);
  const site = host.mode === "PUBLIC" ? await findSiteByHost(deps.db, host.hostname) : undefined;
  const household = site && isPublished(site, deps.now()) ? await findHouseholdByToken(deps.db, site.id, request.params.token) : undefined;
  if (!site || !household) throw new ApiError(404, "notFound", "No such invitation");
  return { siteId: site.id, household };
}
