/**
 * Money in the gift list (decision 093): whole kronor (SEK or DKK by the market), 1 to 100,000.
 * Apart from the schema, so the guest page's bundle needs no zod for it.
 */
export const GIFT_AMOUNT = { min: 1, max: 100_000 } as const;
