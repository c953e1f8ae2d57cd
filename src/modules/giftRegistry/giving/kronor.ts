import type { Market } from "../../../domain/brands";
import { CURRENCY_OF_MARKET, kronorIn } from "../../../domain/giftList/kronor";
import type { UiLanguage } from "../../../domain/languages";

/** Whole kronor in the market's currency as the reader's language writes it: "500 kr", "500 kr.", "SEK 500". */
export const formatKronor = (amount: number, market: Market, language: UiLanguage) => kronorIn(amount, CURRENCY_OF_MARKET[market], language);

/** The amounts a guest is offered first, within what may be given. */
export const SUGGESTED_AMOUNTS: Record<Market, number[]> = { se: [200, 500, 1000], dk: [200, 500, 1000] };
