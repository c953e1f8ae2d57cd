import { subdomainHost, suggestedLabel } from "../../domain/addresses";
import type { BrandSetting } from "../../domain/brands";
import type { UiLanguage } from "../../domain/languages";
import { productPrice } from "../../domain/payments/products";
import type { Messages } from "../i18n/sv";
import { formatPrice } from "./money";
import { fill } from "../../domain/fill";

/**
 * What publishing costs, said before the account exists (start page, registration): the brand's
 * publication price and period, and with the couple's names an address they could have.
 */
export function publishingPriceText(t: Messages, brand: BrandSetting, language: UiLanguage, suggestion?: { sitesDomain: string; names: readonly string[] }): string {
  const { amount, currency, months } = productPrice(brand.brand, brand.market, "subdomain");
  const price = formatPrice(amount, currency, language);
  const label = suggestion ? suggestedLabel(suggestion.names) : "";
  if (!label) return fill(t.landing.publishingPrice, { price, months });
  return fill(t.registration.publishingPriceAt, { price, months, address: subdomainHost(label, suggestion!.sitesDomain) });
}
