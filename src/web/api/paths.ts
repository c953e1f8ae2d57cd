/**
 * A site's path on the API (docs/api.md: /api/sites/{siteId}). Free of React and the fetch
 * client, so code the server shares (the map URLs) can build on it too.
 */
export const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
