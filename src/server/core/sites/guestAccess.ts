import type { FastifyRequest } from "fastify";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { currentSession } from "../auth/session";
import { findAnsweredSite, findSite, type AnsweredSite, type SiteRow, type SiteSummary } from "./repository";
import { mayEdit } from "./ownership";
import { hasSiteAccess } from "./passwordAccess";

/**
 * Guest calls on a site start here: the site must exist and be published, its period not
 * over (its owner may also use it unpublished), and a password-protected site needs the guest's access cookie
 * (or the owner's session). Anything else is the same 404, so nothing leaks.
 */
export function requireGuestAccess(deps: Deps, request: FastifyRequest, siteId: string): Promise<SiteRow> {
  return guestAccess(deps, request, siteId, findSite);
}

/**
 * The same for a guest's answer: the site without its document (read cached per version) and
 * with its owner's address, from the process's site cache, which every change of the site empties.
 */
export function requireGuestAccessToAnswer(deps: Deps, request: FastifyRequest, siteId: string): Promise<AnsweredSite> {
  return guestAccess(deps, request, siteId, (db, id) => deps.siteCache.loadAnswered(id, () => findAnsweredSite(db, id)));
}

async function guestAccess<T extends SiteSummary>(deps: Deps, request: FastifyRequest, siteId: string, find: (db: Deps["db"], id: string) => Promise<T | undefined>): Promise<T> {
  const site = isUuid(siteId) ? await find(deps.db, siteId) : undefined;
  if (site) {
    const session = await currentSession(deps, request);
    // The owner and co-owners see the site as guests will, published or not.
    if (await mayEdit(deps.db, site, session?.accountId)) return site;
    const published = isPublished(site, deps.now());
    if (published && (!site.passwordHash || (await hasSiteAccess(deps, request, site.id)))) return site;
    if (published && site.passwordHash) throw new ApiError(401, "notLoggedIn", "This site is protected by a password");
  }
  throw new ApiError(404, "notFound", "No such site");
}
