import type { Envelopes } from "../../../domain/orders/orderPayload";

/**
 * Estimated weights in grams: an A6 card on 300 g/m² paper weighs 4.7 g, a C6 envelope about
 * 5 g (a lined premium one about 10 g), and the padded envelope they travel in about 50 g.
 * Carriers price letters by weight steps, so an estimate on the heavy side is the safe one.
 */
const CARD_GRAMS = 5;
const ENVELOPE_GRAMS: Record<Envelopes, number> = { none: 0, standard: 5, premium: 10 };
const PACKAGING_GRAMS = 50;

export function parcelWeightGrams(quantity: number, envelopes: Envelopes): number {
  return PACKAGING_GRAMS + quantity * (CARD_GRAMS + ENVELOPE_GRAMS[envelopes]);
}
