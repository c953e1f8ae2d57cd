/** The owner's editing rules for a gift (spec 3, sections 3 and 5). */

import { GIFT_QUANTITY, PLAIN_THING, type GiftItem } from "./schema";

export const GIFT_ITEM_ID_PREFIX = "giftRegistryItem";

/** A new gift: reservable, one wished. */
export function newGiftItem(id: string): GiftItem {
  return { id, title: {}, link: null, description: {}, reservable: true, quantity: GIFT_QUANTITY.default, image: null, ...PLAIN_THING };
}

/** Turning "Kan reservera" on needs a quantity, so an empty one becomes the default again. */
export function withReservable(item: GiftItem, reservable: boolean): GiftItem {
  return { ...item, reservable, quantity: reservable ? (item.quantity ?? GIFT_QUANTITY.default) : item.quantity };
}

/**
 * The "Önskat antal" field: empty becomes null, otherwise a whole number within the limits;
 * anything else is refused so the stored value stays valid.
 */
type QuantityInput = { valid: true; quantity: number | null } | { valid: false };

export function parseGiftQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  if (trimmed === "") return { valid: true, quantity: null };
  if (!/^\d+$/.test(trimmed)) return { valid: false };
  const quantity = Number(trimmed);
  return quantity >= GIFT_QUANTITY.min && quantity <= GIFT_QUANTITY.max ? { valid: true, quantity } : { valid: false };
}

/** A reservable gift without a quantity cannot be saved (the schema requires one). */
export function lacksQuantity(item: GiftItem): boolean {
  return item.reservable && item.quantity === null;
}
