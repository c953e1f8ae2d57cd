import type { UiLanguage } from "../../domain/languages";
import type { Currency } from "../../domain/payments/products";

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
