import type { GiftItem, GiftReservation } from "./schema";

/**
 * The reservation rules of a gift (spec 2, Gift registry and section 5), shared by the
 * guest view and the server. `reserved` is the gift's reserved total.
 */
type Item = Pick<GiftItem, "reservable" | "quantity">;

export function reservedOf(reservations: GiftReservation[], itemId: string): number {
  return reservations.find((reservation) => reservation.giftRegistryId === itemId)?.quantityReserved ?? 0;
}

/** How many a guest may still reserve: 0 for a gift that cannot be reserved. */
export function maxReservable(item: Item, reserved: number): number {
  if (!item.reservable || item.quantity === null) return 0;
  return Math.max(0, item.quantity - reserved);
}

export function canReserve(item: Item, reserved: number): boolean {
  return maxReservable(item, reserved) > 0;
}

export function canCancel(item: Item, reserved: number): boolean {
  return item.reservable && reserved > 0;
}

/** The reserve dialog hides its quantity and sends 1 when only one unit is possible. */
export function isReserveQuantityForced(item: Item, reserved: number): boolean {
  return maxReservable(item, reserved) === 1;
}

/** The cancel dialog hides its quantity and sends 1 when only one is reserved. */
export function isCancelQuantityForced(_item: Item, reserved: number): boolean {
  return reserved === 1;
}

export type GiftStatus =
  | { kind: "none" }
  /** A gift that cannot be reserved, with a wished number: "Antal: N". */
  | { kind: "count"; quantity: number }
  /** A quantity-1 gift that is taken: "Reserverad". */
  | { kind: "reserved" }
  /** "L kvar av N", and "reserverade: M" when M > 0; `left` (L) is what guests can still reserve. */
  | { kind: "quantity"; quantity: number; reserved: number; left: number };

export function giftStatus(item: Item, reserved: number): GiftStatus {
  if (item.quantity === null) return { kind: "none" };
  if (!item.reservable) return { kind: "count", quantity: item.quantity };
  if (item.quantity === 1 && reserved >= 1) return { kind: "reserved" };
  return { kind: "quantity", quantity: item.quantity, reserved, left: maxReservable(item, reserved) };
}
