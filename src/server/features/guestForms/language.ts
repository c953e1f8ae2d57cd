import type { UiLanguage } from "../../../domain/languages";

/** The site's language for built-in words: sv, en or da, else English. */
export function uiLanguageOf(language: string): UiLanguage {
  return language === "sv" || language === "da" || language === "en" ? language : "en";
}
