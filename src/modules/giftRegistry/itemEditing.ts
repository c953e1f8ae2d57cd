/** The owner's editing rules for a gift (spec 3, sections 3 and 5). */

import { GIFT_AMOUNT, PLAIN_THING } from "./money";
import { GIFT_QUANTITY, type GiftItem, type GiftKind, type GiftRegistryModule } from "./schema";

export const GIFT_ITEM_ID_PREFIX = "giftRegistryItem";

/** A new gift: reservable, one wished. */
export function newGiftItem(id: string): GiftItem {
  return { id, title: {}, link: null, description: {}, reservable: true, quantity: GIFT_QUANTITY.default, image: null, ...PLAIN_THING };
}

/**
 * Turning "Kan reservera" on needs a quantity, so an empty one becomes the default again;
 * turning it off ends sharing, which is reserving a part.
 */
export function withReservable(item: GiftItem, reservable: boolean): GiftItem {
  return { ...item, reservable, quantity: reservable ? (item.quantity ?? GIFT_QUANTITY.default) : item.quantity, shared: reservable && item.shared };
}

/** A price, or none: without one nothing is left to share. */
export function withPrice(item: GiftItem, price: number | null): GiftItem {
  return { ...item, price, shared: price !== null && item.shared };
}

/** "Gästerna kan gå ihop om den" is offered for a reservable thing with a price. */
export function canBeShared(item: GiftItem): boolean {
  return item.kind === "thing" && item.reservable && item.price !== null;
}

/**
 * A gift made a fund or a thing. A fund keeps the title, text and image and drops what only a
 * thing has (link, reserving, price); switched back, each gets what it had as that kind
 * (`earlier`, while the dialog is open): a thing its link, reserving and price, a fund its
 * goal; a thing without an earlier self gets a new gift's defaults.
 */
export function withKind(item: GiftItem, kind: GiftKind, earlier?: GiftItem): GiftItem {
  const { id, title, description, image } = item;
  if (kind === "fund") {
    const { goal, showProgress } = earlier?.kind === "fund" ? earlier : item;
    return { ...item, kind, link: null, reservable: false, quantity: null, price: null, shared: false, goal, showProgress };
  }
  return { ...(earlier ?? newGiftItem(id)), id, title, description, image, kind, goal: null, showProgress: PLAIN_THING.showProgress };
}

/** A gift guests give money to needs the couple's Swish or MobilePay number for its button. */
export function needsPayeeNumber(module: GiftRegistryModule): boolean {
  return module.payeeNumber === null && module.giftRegistry.some((item) => item.kind === "fund" || item.shared);
}

/** A number field's text: empty is none; otherwise a whole number within bounds, or refused so the stored value stays valid. */
type WholeNumberInput = { valid: true; value: number | null } | { valid: false };

function parseWholeNumber(text: string, { min, max }: { min: number; max: number }, digits = /^\d+$/): WholeNumberInput {
  const trimmed = text.trim();
  if (trimmed === "") return { valid: true, value: null };
  if (!digits.test(trimmed)) return { valid: false };
  const value = Number(trimmed.replace(/\D/g, ""));
  return value >= min && value <= max ? { valid: true, value } : { valid: false };
}

/** The "Önskat antal" field. */
export function parseGiftQuantity(text: string): { valid: true; quantity: number | null } | { valid: false } {
  const parsed = parseWholeNumber(text, GIFT_QUANTITY);
  return parsed.valid ? { valid: true, quantity: parsed.value } : parsed;
}

/** Digits, or groups of three after the first as "30 000" is written (a space, no-break or narrow no-break space). */
const KRONOR_TYPED = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})*$|^\d{1,6}$/;

/** A price or a goal in whole kronor: "Pris (kr)", "Mål (kr)". */
export function parseGiftAmount(text: string): { valid: true; amount: number | null } | { valid: false } {
  const parsed = parseWholeNumber(text, GIFT_AMOUNT, KRONOR_TYPED);
  return parsed.valid ? { valid: true, amount: parsed.value } : parsed;
}

/** A reservable gift without a quantity cannot be saved (the schema requires one). */
export function lacksQuantity(item: GiftItem): boolean {
  return item.reservable && item.quantity === null;
}
