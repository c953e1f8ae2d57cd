import type { AddressOffer } from "../../domain/payments/addressPricing";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { SupportMailLink } from "../ui/SupportMailLink";
import { formatPrice } from "../payments/money";
import { OfferPrice } from "./OfferPrice";
import { fill } from "../../domain/fill";

interface OfferActionProps {
  offer: AddressOffer;
  /** The button text when nothing is to be paid. */
  freeLabel: string;
  busy: boolean;
  onBuy: () => void;
  onTake: () => void;
}

/** The price of an address and its one action: buy it, take it for free, or (nothing sold) write to support. */
export function OfferAction({ offer, freeLabel, busy, onBuy, onTake }: OfferActionProps) {
  const { t, language } = useI18n();
  if (offer.kind === "contact") {
    return (
      <p className="notice notice--warning">
        <FormattedText template={t.addresses.contact} values={{ mail: <SupportMailLink /> }} />
      </p>
    );
  }
  return (
    <>
      <OfferPrice offer={offer} />
      <button type="button" className="button button--primary button--large" onClick={offer.kind === "buy" ? onBuy : onTake} disabled={busy}>
        {offer.kind === "buy" ? fill(t.addresses.buy, { price: formatPrice(offer.price.amount, offer.price.currency, language) }) : freeLabel}
      </button>
    </>
  );
}
