import type { FastifyRequest } from "fastify";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { currentSession } from "../accounts/session";
import { findSite, type SiteRow } from "../sites/repository";
import { hasSiteAccess } from "./siteAccess";

/**
 * Guest calls on a site start here: the site must exist and be published, its period not
 * over (its owner may also use it unpublished), and a password-protected site needs the guest's access cookie
 * (or the owner's session). Anything else is the same 404, so nothing leaks.
 */
export async function requireGuestAccess(deps: Deps, request: FastifyRequest, siteId: string): Promise<SiteRow> {
  const site = isUuid(siteId) ? await findSite(deps.db, siteId) : undefined;
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
