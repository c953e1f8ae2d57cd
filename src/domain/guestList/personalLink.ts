import { siteUrl, type SiteOrigin } from "../links";

/** The path of a household's personal link on the site's own address (issue 15): the token is all it needs. */
export const PERSONAL_LINK_PREFIX = "/inbjudan/";

export const personalLinkPath = (token: string) => `${PERSONAL_LINK_PREFIX}${token}`;

/** The full link on a site's address (its host, lower case, no scheme), reached as `origin` says. */
export const personalLinkUrl = (host: string, token: string, origin: SiteOrigin) => siteUrl(host, origin, personalLinkPath(token));
