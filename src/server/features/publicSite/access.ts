import type { FastifyRequest } from "fastify";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { currentSession } from "../accounts/session";
import { findSite, findSiteSummary, type SiteRow, type SiteSummary } from "../sites/repository";
import { hasSiteAccess } from "./siteAccess";

/**
 * Guest calls on a site start here: the site must exist and be published, its period not
 * over (its owner may also use it unpublished), and a password-protected site needs the guest's access cookie
 * (or the owner's session). Anything else is the same 404, so nothing leaks.
 */
export function requireGuestAccess(deps: Deps, request: FastifyRequest, siteId: string): Promise<SiteRow> {
  return guestAccess(deps, request, siteId, findSite);
}

/** The same, answering the site without its document, for calls that read it cached per version. */
export function requireGuestAccessToSummary(deps: Deps, request: FastifyRequest, siteId: string): Promise<SiteSummary> {
  return guestAccess(deps, request, siteId, findSiteSummary);
}

async function guestAccess<T extends SiteSummary>(deps: Deps, request: FastifyRequest, siteId: string, find: (db: Deps["db"], id: string) => Promise<T | undefined>): Promise<T> {
  const site = isUuid(siteId) ? await find(deps.db, siteId) : undefined;
  if (site) {
    const session = await currentSession(deps, request);
    const isOwner = session?.accountId === site.accountId;
    if (isOwner) return site;
    const published = isPublished(site, deps.now());
    if (published && (!site.passwordHash || (await hasSiteAccess(deps, request, site.id)))) return site;
    if (published && site.passwordHash) throw new ApiError(401, "notLoggedIn", "This site is protected by a password");
  }
  throw new ApiError(404, "notFound", "No such site");
}
