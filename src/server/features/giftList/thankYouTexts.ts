import { DEFAULT_THANK_YOU_TEXTS, type ThankYouText } from "../../../domain/giftList/thankYouTexts";
import type { ThankYouTexts } from "../../../domain/giftList/giftList";
import type { Brand } from "../../../domain/brands";
import { UI_LANGUAGES } from "../../../domain/languages";

/** The couple's stored texts over the brand's defaults: an empty or missing subject or body is the default's. */
export function thankYouTextsOf(stored: Record<string, unknown>, brand: Brand): ThankYouTexts {
  const own = (language: string) => (stored[language] ?? {}) as Partial<ThankYouText>;
  return Object.fromEntries(
    UI_LANGUAGES.map((language) => {
      const fallback = DEFAULT_THANK_YOU_TEXTS[brand][language];
      return [language, { subject: own(language).subject || fallback.subject, body: own(language).body || fallback.body }];
    }),
  ) as ThankYouTexts;
}
