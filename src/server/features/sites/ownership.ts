import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireSession } from "../accounts/session";
import { findSite, type SiteRow } from "./repository";

/**
 * Every /api/sites/{siteId}/… route starts here: 401 when logged out, and the same 403 for
 * a site of another account as for one that does not exist, so nothing leaks either way.
 */
export async function requireOwnSite(deps: Deps, request: FastifyRequest, siteId: string): Promise<{ accountId: string; site: SiteRow }> {
  const session = await requireSession(deps, request);
  const site = isUuid(siteId) ? await findSite(deps.db, siteId) : undefined;
  if (!site || site.accountId !== session.accountId) throw new ApiError(403, "forbidden", "This site belongs to another account");
  return { accountId: session.accountId, site };
}
