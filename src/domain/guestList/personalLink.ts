/** The path of a household's personal link on the site's own address (issue 15): the token is all it needs. */
export const PERSONAL_LINK_PREFIX = "/inbjudan/";

export const personalLinkPath = (token: string) => `${PERSONAL_LINK_PREFIX}${token}`;

/** The full link for a site's address (its host, lower case, no scheme). */
export const personalLinkUrl = (host: string, token: string) => `https://${host}${personalLinkPath(token)}`;
