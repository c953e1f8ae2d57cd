import type { UiLanguage } from "../../domain/languages";

/** The server reads the same cookie to pick the language of the page and of mails. */
const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function storeLanguage(language: UiLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
