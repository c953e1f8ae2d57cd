import { GIFT_AMOUNT } from "./money";
import type { GiftItem, GiftReservation } from "./schema";

/**
 * The reservation rules of a gift (spec 2, Gift registry and section 5), and of giving money
 * towards it (decision 093), shared by the guest view and the server. `reserved` is the gift's
 * reserved total, `given` the kronor pledged to it. Legacy gifts have no money fields.
 */
type Item = Pick<GiftItem, "reservable" | "quantity"> & Partial<Pick<GiftItem, "kind" | "price" | "shared" | "showProgress">>;
type SharedItem = Item & { quantity: number; price: number };

export function reservedOf(reservations: GiftReservation[], itemId: string): number {
  return reservations.find((reservation) => reservation.giftRegistryId === itemId)?.quantityReserved ?? 0;
}

export function givenOf(reservations: GiftReservation[], itemId: string): number {
  return reservations.find((reservation) => reservation.giftRegistryId === itemId)?.amountGiven ?? 0;
}

export const isFund = (item: Item): boolean => item.kind === "fund";

/** A reservable thing with a price that guests may pay together. */
export function isShared(item: Item): item is SharedItem {
  return !isFund(item) && item.shared === true && item.reservable && item.quantity !== null && typeof item.price === "number";
}

/** Whole units that contributions have started paying for: a started unit is no longer free to reserve whole. */
function unitsGiven(item: Item, given: number): number {
  return isShared(item) ? Math.ceil(given / item.price) : 0;
}

/** How many a guest may still reserve: 0 for a fund and a gift that cannot be reserved. */
export function maxReservable(item: Item, reserved: number, given = 0): number {
  if (isFund(item) || !item.reservable || item.quantity === null) return 0;
  return Math.max(0, item.quantity - reserved - unitsGiven(item, given));
}

export function canReserve(item: Item, reserved: number, given = 0): boolean {
  return maxReservable(item, reserved, given) > 0;
}

/**
 * The most a guest may give in one go: to a fund any amount up to the limit; towards a shared
 * gift what is left of its price once whole reservations and earlier contributions are counted,
 * so nothing is bought twice; to anything else nothing.
 */
export function maxContribution(item: Item, reserved: number, given: number): number {
  if (isFund(item)) return GIFT_AMOUNT.max;
  if (!isShared(item)) return 0;
  const left = (item.quantity - reserved) * item.price - given;
  return Math.max(0, Math.min(GIFT_AMOUNT.max, left));
}

export function canContribute(item: Item, reserved: number, given: number): boolean {
  return maxContribution(item, reserved, given) >= GIFT_AMOUNT.min;
}

export function canCancel(item: Item, reserved: number): boolean {
  return item.reservable && reserved > 0;
}

/** The reserve dialog hides its quantity and sends 1 when only one unit is possible. */
export function isReserveQuantityForced(item: Item, reserved: number, given = 0): boolean {
  return maxReservable(item, reserved, given) === 1;
}

/** The cancel dialog hides its quantity and sends 1 when only one is reserved. */
export function isCancelQuantityForced(_item: Item, reserved: number): boolean {
  return reserved === 1;
}

export type GiftStatus =
  | { kind: "none" }
  /** A fund: what has been given, where guests may see it, towards its goal if it has one. */
  | { kind: "fund"; given: number | null; goal: number | null }
  /** A shared gift: "L kr kvar av P kr" (P its whole price). */
  | { kind: "shared"; price: number; left: number }
  /** A gift that cannot be reserved, with a wished number: "Antal: N". */
  | { kind: "count"; quantity: number }
  /** A quantity-1 gift that is taken: "Reserverad". */
  | { kind: "reserved" }
  /** "L kvar av N", and "reserverade: M" when M > 0; `left` (L) is what guests can still reserve. */
  | { kind: "quantity"; quantity: number; reserved: number; left: number };

export function giftStatus(item: Item & Partial<Pick<GiftItem, "goal">>, reserved: number, given?: number): GiftStatus {
  // A fund that shows its progress and has no gift yet has 0 given; one that hides it, no figure at all.
  if (isFund(item)) return { kind: "fund", given: item.showProgress === false ? null : (given ?? 0), goal: item.goal ?? null };
  if (isShared(item)) return { kind: "shared", price: item.quantity * item.price, left: maxContribution(item, reserved, given ?? 0) };
  if (item.quantity === null) return { kind: "none" };
  if (!item.reservable) return { kind: "count", quantity: item.quantity };
  if (item.quantity === 1 && reserved >= 1) return { kind: "reserved" };
  return { kind: "quantity", quantity: item.quantity, reserved, left: maxReservable(item, reserved) };
}
