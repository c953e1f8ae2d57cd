import type { TranslatedText } from "../../../domain/languages";

/** A translated value with one language's text replaced; the other languages are kept. */
export function withText<T extends TranslatedText>(value: T, language: string, text: string): T {
  return { ...value, [language]: text };
}
