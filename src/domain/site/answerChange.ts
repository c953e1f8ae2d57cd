import { siteUrl, type SiteOrigin } from "../links";
import type { FormAnswers } from "./formRules";

/**
 * A guest's link back to an open-RSVP answer (decision 078): a random token, mailed only in the
 * guest's own copy, that opens the RSVP filled in; sending it again replaces that answer.
 * 32 random bytes in base64url: 43 characters.
 */
export const CHANGE_TOKEN_LENGTH = 43;
/** Longer is refused before any lookup. */
export const CHANGE_TOKEN_MAX_LENGTH = 64;
export const CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** In the fragment, so the token never reaches a server log or a Referer header. */
const FRAGMENT = "svar=";

export const changeLinkUrl = (host: string, token: string, origin: SiteOrigin) => siteUrl(host, origin, `/#${FRAGMENT}${token}`);

/** The token of a change link from `location.hash`, or null. */
export function changeTokenFromHash(hash: string): string | null {
  const token = hash.startsWith(`#${FRAGMENT}`) ? hash.slice(FRAGMENT.length + 1) : "";
  return CHANGE_TOKEN_PATTERN.test(token) ? token : null;
}

/** GET /api/rsvps/{siteId}/v4/answers/{token}: the answer as the form holds it, one entry per guest. */
export interface AnswerToChange {
  formId: string;
  guests: { answers: FormAnswers }[];
}
