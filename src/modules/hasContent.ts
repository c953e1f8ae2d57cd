import type { TranslatedText } from "../domain/languages";
import { isBlankHtml } from "../kit/guestPage/ui/blankHtml";

/** Whether a plain translated text has something in any language. */
export function hasText(value: TranslatedText | null | undefined): boolean {
  return Object.values(value ?? {}).some((text) => (text ?? "").trim() !== "");
}

/** Whether a rich translated text shows something in any language ("<p><br></p>" does not). */
export function hasRichText(value: TranslatedText | null | undefined): boolean {
  return Object.values(value ?? {}).some((html) => !isBlankHtml(html));
}
