import type { TranslatedText } from "../../../domain/languages";

/**
 * The other site languages a value is written in, when it is empty in the language being
 * edited; none when it is written there, empty everywhere, or the site has one language.
 */
export function writtenOnlyIn(value: TranslatedText, language: string, languages: readonly string[], isBlank: (text: string | undefined) => boolean): string[] {
  if (!isBlank(value[language])) return [];
  return languages.filter((other) => other !== language && !isBlank(value[other]));
}

export const isBlankText = (text: string | undefined) => !text?.trim();
