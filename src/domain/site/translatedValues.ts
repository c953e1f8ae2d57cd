import type { TranslatedTextValue } from "./common";

const LANGUAGE_KEY = /^[a-z]{2}$/;

/** A translated text anywhere in a module: a non-empty object of language codes to strings. */
export function isTranslatedText(value: unknown): value is TranslatedTextValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => LANGUAGE_KEY.test(key) && typeof text === "string");
}

/** A text's words without its markup, so an empty rich text (`<p></p>`) counts as empty. */
export const plainWords = (text: string | undefined) =>
  (text ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\s+/g, " ")
    .replace(/&amp;/g, "&")
    .trim();

/** Calls `visit` with each translated text under `value` and its dotted path from `path`. */
export function eachTranslatedText(value: unknown, path: string, visit: (text: TranslatedTextValue, path: string) => void): void {
  if (isTranslatedText(value)) return visit(value, path);
  if (typeof value !== "object" || value === null) return;
  for (const [key, child] of Object.entries(value)) eachTranslatedText(child, `${path}.${key}`, visit);
}

/** A copy of `value` with each translated text replaced by what `change` makes of it, told its dotted path. */
export function mapTranslatedTexts<T>(value: T, change: (text: TranslatedTextValue, path: string) => TranslatedTextValue, path = ""): T {
  if (isTranslatedText(value)) return change(value, path) as T;
  if (Array.isArray(value)) return value.map((child: unknown, index) => mapTranslatedTexts(child, change, `${path}.${index}`)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapTranslatedTexts(child, change, `${path}.${key}`)])) as T;
}
