import type { FastifyRequest } from "fastify";
import { isUiLanguage, resolveLanguage, type UiLanguage } from "../../domain/languages";

/** The cookie the web app sets when the user picks an interface language. */
export const LANGUAGE_COOKIE = "lang";

/** The `lang` query value first (a link such as /redigera/{id}/?lang=en), then the stored choice (spec 3, section 5). */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return resolveLanguage(isUiLanguage(asked) ? asked : request.cookies[LANGUAGE_COOKIE], request.headers.host);
}
