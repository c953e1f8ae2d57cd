import { describe, expect, it } from "vitest";
import { canCancel, canReserve, giftStatus, isCancelQuantityForced, isReserveQuantityForced, maxReservable, reservedOf } from "../../src/modules/giftRegistry/limits";

const item = (quantity: number | null, reservable = true) => ({ quantity, reservable });

describe("gift registry limits", () => {
  it("reads the reserved total of an item from the site's list", () => {
    const list = [{ giftRegistryId: "a", quantityReserved: 2 }];
    expect(reservedOf(list, "a")).toBe(2);
    expect(reservedOf(list, "b")).toBe(0);
  });

  it("allows reserving up to quantity minus reserved, nothing for an unreservable gift", () => {
    expect(maxReservable(item(3), 0)).toBe(3);
    expect(maxReservable(item(3), 2)).toBe(1);
    expect(maxReservable(item(3), 3)).toBe(0);
    expect(maxReservable(item(3), 5)).toBe(0);
    expect(maxReservable(item(3, false), 0)).toBe(0);
    expect(maxReservable(item(null, false), 0)).toBe(0);
  });

  it("offers reserve while reserved < quantity and cancel while reserved > 0, only when reservable", () => {
    expect(canReserve(item(2), 1)).toBe(true);
    expect(canReserve(item(2), 2)).toBe(false);
    expect(canCancel(item(2), 0)).toBe(false);
    expect(canCancel(item(2), 1)).toBe(true);
    expect(canReserve(item(2, false), 0)).toBe(false);
    expect(canCancel(item(2, false), 1)).toBe(false);
  });

  it("forces the quantity to 1 when only one unit is possible", () => {
    expect(isReserveQuantityForced(item(1), 0)).toBe(true);
    expect(isReserveQuantityForced(item(3), 2)).toBe(true);
    expect(isReserveQuantityForced(item(3), 0)).toBe(false);
    expect(isCancelQuantityForced(item(1), 1)).toBe(true);
    expect(isCancelQuantityForced(item(3), 1)).toBe(true);
    expect(isCancelQuantityForced(item(3), 2)).toBe(false);
  });

  it("gives the status: Reserverad for a taken single gift, else quantity, reserved and left; a gift not for reserving shows its number", () => {
    expect(giftStatus(item(1), 0)).toEqual({ kind: "quantity", quantity: 1, reserved: 0, left: 1 });
    expect(giftStatus(item(1), 1)).toEqual({ kind: "reserved" });
    expect(giftStatus(item(4), 2)).toEqual({ kind: "quantity", quantity: 4, reserved: 2, left: 2 });
    expect(giftStatus(item(4), 4)).toEqual({ kind: "quantity", quantity: 4, reserved: 4, left: 0 });
    expect(giftStatus(item(4, false), 0)).toEqual({ kind: "count", quantity: 4 });
    expect(giftStatus(item(null, false), 0)).toEqual({ kind: "none" });
  });
});
