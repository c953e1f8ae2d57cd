import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireSession } from "../auth/session";
import { findSite, type SiteRow } from "./repository";

/** The account's own site: the same 403 for another account's site as for one that does not exist, so nothing leaks either way. */
async function ownSite(deps: Deps, accountId: string, siteId: string): Promise<SiteRow> {
  const site = isUuid(siteId) ? await findSite(deps.db, siteId) : undefined;
  if (!site || site.accountId !== accountId) throw new ApiError(403, "forbidden", "This site belongs to another account");
  return site;
}

/** Every /api/sites/{siteId}/… route starts here: 401 when logged out, then the site's own check. */
export async function requireOwnSite(deps: Deps, request: FastifyRequest, siteId: string): Promise<{ accountId: string; site: SiteRow }> {
  const { accountId } = await requireSession(deps, request);
  return { accountId, site: await ownSite(deps, accountId, siteId) };
}

/**
 * For something a site holds (a card, an order) by its own id: 401 when logged out, 404 when
 * there is no such thing (a random id tells nothing), then 403 when its site is another account's.
 */
export async function requireOwnSiteRow<Row extends { siteId: string }>(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  find: (db: Db, id: string) => Promise<Row | undefined>,
  what: string,
): Promise<{ row: Row; site: SiteRow }> {
  const { accountId } = await requireSession(deps, request);
  const row = isUuid(id) ? await find(deps.db, id) : undefined;
  if (!row) throw new ApiError(404, "notFound", `No such ${what}`);
  return { row, site: await ownSite(deps, accountId, row.siteId) };
}
