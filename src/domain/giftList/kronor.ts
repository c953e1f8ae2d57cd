import type { Market } from "../brands";
import type { UiLanguage } from "../languages";

/** The currency a market's gifts are given in. */
export const CURRENCY_OF_MARKET = { se: "SEK", dk: "DKK" } as const satisfies Record<Market, string>;
export type GiftCurrency = (typeof CURRENCY_OF_MARKET)[Market];

const LOCALE: Record<UiLanguage, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK" };

/** Whole kronor in the site's currency as the reader's language writes them: "4 500 kr", "500 kr.", "SEK 500". */
export const kronorIn = (amount: number, currency: GiftCurrency, language: UiLanguage) =>
  new Intl.NumberFormat(LOCALE[language], { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
