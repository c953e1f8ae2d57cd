/**
 * A site's path on the API (docs/api.md: /api/sites/{siteId}). Free of React and the fetch
 * client, so code the server shares (the map URLs) can build on it too.
 */
export const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;

/** A site's guest list on the API (docs/api.md, "The guest list"). */
export const guestListPath = (siteId: string) => `${sitePath(siteId)}/guest-list`;
