import { completeLink, hasAllowedScheme } from "../../../domain/links";

/** What the link prompt starts with (spec 2, Rich-text editor). */
export const LINK_URL_DEFAULT = "https://";

/** Typed or pasted URLs longer than this become links (spec 2, Rich-text editor). */
const AUTOLINK_MIN_LENGTH = 6;

/** The schemes the server's sanitizer keeps on a link; a link with any other is not made. */
const ALLOWED_SCHEMES = ["http:", "https:", "mailto:"];

export function shouldAutoLink(url: string): boolean {
  return url.length >= AUTOLINK_MIN_LENGTH;
}

/** No scheme (an address typed or pasted as www.…, which gets https://) or one the site allows. */
export function isAllowedLink(url: string): boolean {
  return hasAllowedScheme(url, ALLOWED_SCHEMES);
}

/**
 * The href for what the owner typed in the link prompt, or null when there is no address:
 * empty, only the default scheme, or a scheme the site does not allow. An address without a
 * scheme gets https:// (mailto: when it looks like an e-mail address).
 */
export function linkHref(input: string): string | null {
  return completeLink(input, ALLOWED_SCHEMES);
}
