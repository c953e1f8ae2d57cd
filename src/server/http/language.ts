import type { FastifyRequest } from "fastify";
import { resolveLanguage, type UiLanguage } from "../../domain/languages";

/** The cookie the web app sets when the user picks an interface language. */
export const LANGUAGE_COOKIE = "lang";

export function requestLanguage(request: FastifyRequest): UiLanguage {
  return resolveLanguage(request.cookies[LANGUAGE_COOKIE], request.headers.host);
}
