/**
 * What the guest page's service worker does with each request (decision 110), pure so that it is
 * tested here and copied as it is into the worker's script (src/server/features/offline): each
 * function stands alone, with no imports and nothing from the module around it.
 */

/** How a request is answered: `page` network first (cached copy when the network fails or is slow), `asset` cache first, `image` and `read` network first kept for later, `pass` left to the browser. */
export type FetchPlan = "page" | "asset" | "image" | "read" | "pass";

export interface PlannedRequest {
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  url: string;
}

export function fetchPlan(request: PlannedRequest, origin: string): FetchPlan {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  // The page itself (the open page, a language's, a personal link's); never the worker, the manifest
  // or a seat search's answer (the searcher's own, decision 115).
  if (request.mode === "navigate") return /^\/(?:api|images|assets|fonts)\/|^\/sw\.js$|^\/manifest\.webmanifest$|^\/(?:[a-z]{2}\/)?hitta-din-plats$/.test(path) ? "pass" : "page";
  // Hashed build files and the self-hosted fonts never change under their names.
  if (/^\/assets\/[^/]+$/.test(path) || /^\/fonts\/[^/]+\/[^/]+/.test(path)) return "asset";
  // The sizes of images the phone chose from each srcset, the event maps and the home-screen icons.
  if (/^\/images\/[^/]+\/[^/]+$/.test(path) || /^\/api\/sites\/[^/]+\/maps\//.test(path) || /^\/(?:manifest-icon-\d+|apple-touch-icon)\.png$/.test(path)) return "image";
  // The guest page's small JSON reads (the notices).
  if (/^\/api\/sites\/[^/]+\/notices\/live\/?$/.test(path)) return "read";
  return "pass";
}

/**
 * What the sizes of one stored image share (`/images/{folder}/{id}-{size}.webp` up to the size),
 * so a window wider than the phone's, offline, shows a size that was kept; null for other files.
 */
export function imageFamily(url: string): string | null {
  const parsed = new URL(url);
  const stem = /^(\/images\/[^/]+\/[^/]+-)\d+\.webp$/.exec(parsed.pathname)?.[1];
  return stem ? `${parsed.origin}${stem}` : null;
}

/** Whether a network answer to a page replaces its kept copy (`keep`), removes it (`drop`: the link or the site is gone) or leaves it (`leave`: a passing fault). */
export function pageAnswer(status: number): "keep" | "drop" | "leave" {
  if (status === 200) return "keep";
  if (status === 404 || status === 410) return "drop";
  return "leave";
}

/** The cache a kind of request is kept in: named by the worker's version, so an update starts afresh and the old ones are deleted when it activates. */
export function cacheName(plan: FetchPlan, version: string): string {
  return `guest-${plan}-${version}`;
}
