import type { Market } from "../../../domain/brands";
import type { UiLanguage } from "../../../domain/languages";

const CURRENCY: Record<Market, string> = { se: "SEK", dk: "DKK" };
const LOCALE: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/** Whole kronor in the market's currency as the reader's language writes it: "500 kr", "500 kr.", "SEK 500". */
export function formatKronor(amount: number, market: Market, language: UiLanguage): string {
  return new Intl.NumberFormat(LOCALE[language], { style: "currency", currency: CURRENCY[market], maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** The amounts a guest is offered first, within what may be given. */
export const SUGGESTED_AMOUNTS: Record<Market, number[]> = { se: [200, 500, 1000], dk: [200, 500, 1000] };
