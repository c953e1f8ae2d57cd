import type { FastifyReply, FastifyRequest } from "fastify";
import type { Market } from "../../domain/brands";
import { isUiLanguage, resolveLanguage, type UiLanguage } from "../../domain/languages";

/** The cookie the web app sets when the user picks an interface language. */
export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const askedLanguage = (request: FastifyRequest): UiLanguage | undefined => {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return isUiLanguage(asked) ? asked : undefined;
};

/** The `lang` query value first (a link such as /redigera/{id}/?lang=en), then the stored choice (spec 3, section 5). */
export function requestLanguage(request: FastifyRequest, market: Market): UiLanguage {
  return resolveLanguage(askedLanguage(request) ?? request.cookies[LANGUAGE_COOKIE], request.headers.host, market);
}

/**
 * A page of the app opened with `?lang=` stores that language as the user's choice, as the
 * app's own language select does: the next page, the calls' texts and the mails follow it.
 */
export function storeAskedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = askedLanguage(request);
  if (asked && asked !== request.cookies[LANGUAGE_COOKIE]) reply.setCookie(LANGUAGE_COOKIE, asked, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" });
}
