import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { printForRenderer } from "./serverAccess";

/** The print page's path; the card's key follows its id. */
export const PRINT_PAGE_PREFIX = "/print-pdf/";

/**
 * The HTTP status of an owner's-app page: the print page (/print-pdf/{printId}/{serverAccessKey},
 * spec 3) answers 200 only for a card's own key, checked as the renderer's API read checks it,
 * and otherwise 404 (the app then shows its not-found page), so the renderer never prints an
 * error page. Every other page is 200: the app's router decides what it shows.
 */
export async function printPageStatus(deps: Deps, url: string): Promise<200 | 404> {
  const path = url.split(/[?#]/)[0]!;
  if (!path.startsWith(PRINT_PAGE_PREFIX)) return 200;
  const [printId, key, ...rest] = path.slice(PRINT_PAGE_PREFIX.length).split("/");
  if (!printId || !key || rest.some(Boolean)) return 404;
  try {
    // The router has already refused a malformed escape (400).
    await printForRenderer(deps, decodeURIComponent(printId), decodeURIComponent(key));
    return 200;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 404;
    throw error;
  }
}
