import type { UiLanguage } from "../languages";
import { splitVat } from "../payments/vat";
import type { CardTrim } from "../print/layouts";
import { HOUSEHOLDS_PER_SITE } from "../guestList/limits";
import { isCardQuantity, type Envelopes } from "./orderPayload";

/** Invitation card prices in öre, VAT included (spec 3, section 9); cards are sold in kronor only. */
export const INVITATION_CURRENCY = "SEK";
export const CARD_PRICE = 1500;
export const ENVELOPE_PRICES: Record<Envelopes, number> = { none: 0, standard: 300, premium: 500 };
export const ROUNDED_CORNERS_PRICE = 200;
/** The spec's shipping price, the cheapest method's: the overview offers shipping from it; the checkout passes the chosen method's price instead. */
export const FIXED_SHIPPING_PRICE = 9500;

export type PriceLineKind = "cards" | "standardEnvelopes" | "premiumEnvelopes" | "roundedCorners" | "shipping";

export interface PriceLine {
  kind: PriceLineKind;
  label: Record<UiLanguage, string>;
  /** Öre. */
  amount: number;
}

export interface InvitationPrice {
  lines: PriceLine[];
  /** Öre, VAT included. */
  total: number;
  /** The VAT in the total: 25 % on the price without it, which is 20 % of the total, rounded to whole öre. */
  vat: number;
}

export interface InvitationPriceInput {
  quantity: number;
  envelopes: Envelopes;
  trim: CardTrim;
  /** Öre, VAT included. */
  shippingPrice: number;
  /** One card per household: any number from 1 to the guest list's bound, not the steps of ten. */
  perHousehold?: boolean;
}

/** Whole kronor as the labels write them: 1500 → "15". */
const kronor = (ore: number) => String(ore / 100);

const LABELS: Record<PriceLineKind, Record<UiLanguage, string>> = {
  cards: { sv: `Antal kort (${kronor(CARD_PRICE)} kr/st)`, en: `Number of cards (SEK ${kronor(CARD_PRICE)} each)`, da: `Antal kort (${kronor(CARD_PRICE)} kr./stk.)` },
  standardEnvelopes: {
    sv: `Standardkuvert (${kronor(ENVELOPE_PRICES.standard)} kr/st)`,
    en: `Standard envelopes (SEK ${kronor(ENVELOPE_PRICES.standard)} each)`,
    da: `Standardkuverter (${kronor(ENVELOPE_PRICES.standard)} kr./stk.)`,
  },
  premiumEnvelopes: {
    sv: `Premiumkuvert (${kronor(ENVELOPE_PRICES.premium)} kr/st)`,
    en: `Premium envelopes (SEK ${kronor(ENVELOPE_PRICES.premium)} each)`,
    da: `Premiumkuverter (${kronor(ENVELOPE_PRICES.premium)} kr./stk.)`,
  },
  roundedCorners: {
    sv: `Rundade hörn (${kronor(ROUNDED_CORNERS_PRICE)} kr/kort)`,
    en: `Rounded corners (SEK ${kronor(ROUNDED_CORNERS_PRICE)} per card)`,
    da: `Runde hjørner (${kronor(ROUNDED_CORNERS_PRICE)} kr./kort)`,
  },
  shipping: { sv: "Frakt", en: "Shipping", da: "Fragt" },
};

const ENVELOPE_LINES: Record<Exclude<Envelopes, "none">, PriceLineKind> = { standard: "standardEnvelopes", premium: "premiumEnvelopes" };

/**
 * The checkout's price lines and totals: cards, envelopes and rounded corners each times the
 * quantity, then shipping. Options not chosen get no line. Throws RangeError on a quantity
 * the checkout cannot offer or a shipping price that is not whole öre.
 */
export function invitationPrice({ quantity, envelopes, trim, shippingPrice, perHousehold = false }: InvitationPriceInput): InvitationPrice {
  const priceable = perHousehold ? Number.isInteger(quantity) && quantity >= 1 && quantity <= HOUSEHOLDS_PER_SITE : isCardQuantity(quantity);
  if (!priceable) throw new RangeError(`Cannot price ${quantity} cards`);
  if (!Number.isInteger(shippingPrice) || shippingPrice < 0) throw new RangeError(`Shipping price ${shippingPrice} is not whole öre`);
  const line = (kind: PriceLineKind, amount: number): PriceLine => ({ kind, label: LABELS[kind], amount });
  const lines = [line("cards", CARD_PRICE * quantity)];
  if (envelopes !== "none") lines.push(line(ENVELOPE_LINES[envelopes], ENVELOPE_PRICES[envelopes] * quantity));
  if (trim === "rounded") lines.push(line("roundedCorners", ROUNDED_CORNERS_PRICE * quantity));
  lines.push(line("shipping", shippingPrice));
  const total = lines.reduce((sum, { amount }) => sum + amount, 0);
  return { lines, total, vat: splitVat(total).amountVat };
}
