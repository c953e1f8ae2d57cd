import type { GiftItem } from "./schema";

/*
 * Money in the gift list (decision 093), apart from the schema: the guest page's bundle uses
 * these and must not pull in zod (its code generation is refused by the page's CSP).
 */

/** Whole kronor (SEK or DKK by the market), 1 to 100,000. */
export const GIFT_AMOUNT = { min: 1, max: 100_000 } as const;

/** The money fields of a plain thing: no price, not shared (a converted or older gift reads so). */
export const PLAIN_THING = { kind: "thing", price: null, shared: false, goal: null, showProgress: true } as const satisfies Partial<GiftItem>;
