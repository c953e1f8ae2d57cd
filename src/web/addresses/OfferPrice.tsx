import type { AddressOffer } from "../../domain/payments/addressPricing";
import { useI18n } from "../i18n/useI18n";
import { formatPrice } from "../payments/money";
import { fill } from "../../domain/fill";

/** What an address costs, in one short line: the price and how long it lasts, or why it is free. */
export function OfferPrice({ offer }: { offer: Exclude<AddressOffer, { kind: "contact" }> }) {
  const { t, language } = useI18n();
  if (offer.kind === "free") return <p className="address-price address-price--free">{offer.alreadyBought ? t.addresses.alreadyBought : t.addresses.registrationIncluded}</p>;
  return <p className="address-price">{fill(t.addresses.price, { price: formatPrice(offer.price.amount, offer.price.currency, language), months: offer.price.months })}</p>;
}
