/** Swedish and Danish VAT is 25 % of the price without VAT, so it is a fifth of a price that includes it. */
export const VAT_RATE_PERCENT = 25;

export interface VatSplit {
  amountWithVat: number;
  amountVat: number;
  amountWithoutVat: number;
}

/** Splits a VAT-inclusive amount in minor units: 59900 → 11980 VAT, 47920 without. */
export function splitVat(amountWithVat: number): VatSplit {
  const amountVat = Math.round((amountWithVat * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { amountWithVat, amountVat, amountWithoutVat: amountWithVat - amountVat };
}
