import type { UiLanguage } from "../../domain/languages";
import type { Currency } from "../../domain/payments/products";
import type { Money, PaymentTarget } from "./paymentTarget";

/** Amounts arrive in minor units (öre, øre). */
const major = (amount: number) => amount / 100;

/**
 * A price as the product shows it: whole Swedish kronor with the ":-" suffix (spec 3, section 9),
 * other currencies and part-kronor in the language's own currency format.
 */
export function formatPrice(amount: number, currency: Currency, language: UiLanguage): string {
  if (currency === "SEK" && amount % 100 === 0) return `${new Intl.NumberFormat(language).format(major(amount))}:-`;
  return formatAmount(amount, currency, language, amount % 100 === 0 ? 0 : 2);
}

/** An exact amount, as a receipt shows it: always with its two decimals. */
export function formatAmount(amount: number, currency: Currency, language: UiLanguage, fractionDigits = 2): string {
  return new Intl.NumberFormat(language, { style: "currency", currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(major(amount));
}

/**
 * A price with its currency written out, as the card order screens show every price (decision
 * 083): "195 kr" in Swedish, "195 kr." in Danish, whichever kronor the order is in, and the
 * currency's code in English ("SEK 195"); öre only when there are some.
 */
export function formatMoney(amount: number, currency: Currency, language: UiLanguage): string {
  const fractionDigits = amount % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    currencyDisplay: language === "en" ? "code" : "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(major(amount));
}

/** The price a payment is for, as its screen writes it: a card order's with its currency, a site product's as addresses are priced. */
export const paymentPrice = (target: PaymentTarget, price: Money, language: UiLanguage) =>
  (target.kind === "order" ? formatMoney : formatPrice)(price.amount, price.currency, language);
