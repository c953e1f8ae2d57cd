import { describe, expect, it } from "vitest";
import { canCancel, canContribute, canReserve, giftStatus, isCancelQuantityForced, isReserveQuantityForced, isShared, maxContribution, maxReservable, reservedOf } from "../../src/modules/giftRegistry/limits";

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

describe("money towards gifts", () => {
  const sofa = { quantity: 1, reservable: true, kind: "thing" as const, price: 12_000, shared: true };
  const chairs = { ...sofa, quantity: 2, price: 1_500 };
  const fund = { quantity: null, reservable: false, kind: "fund" as const, price: null, shared: false, goal: 30_000 };

  it("lets guests give what is left of a shared gift's price, counting whole reservations and contributions together", () => {
    expect(maxContribution(sofa, 0, 0)).toBe(12_000);
    expect(maxContribution(sofa, 0, 11_500)).toBe(500);
    expect(maxContribution(sofa, 0, 12_000)).toBe(0);
    expect(maxContribution(sofa, 1, 0)).toBe(0);
    expect(maxContribution(chairs, 1, 200)).toBe(1_300);
    expect(canContribute(chairs, 1, 1_500)).toBe(false);
  });

  it("frees a unit for a whole reservation only while no contribution has started on it", () => {
    expect(maxReservable(sofa, 0, 0)).toBe(1);
    expect(maxReservable(sofa, 0, 1)).toBe(0);
    expect(maxReservable(chairs, 0, 1_500)).toBe(1);
    expect(maxReservable(chairs, 0, 1_501)).toBe(0);
    expect(maxReservable(chairs, 1, 0)).toBe(1);
  });

  it("takes any amount to a fund up to the limit of one gift, and never a reservation", () => {
    expect(maxContribution(fund, 0, 1_000_000)).toBe(100_000);
    expect(maxReservable(fund, 0, 0)).toBe(0);
    expect(giftStatus(fund, 0, 7_500)).toEqual({ kind: "fund", given: 7_500, goal: 30_000 });
    expect(giftStatus(fund, 0)).toEqual({ kind: "fund", given: 0, goal: 30_000 });
    expect(giftStatus({ ...fund, showProgress: false }, 0, 7_500)).toEqual({ kind: "fund", given: null, goal: 30_000 });
  });

  it("takes no money towards a thing that is not shared, or shared without a price", () => {
    expect(maxContribution({ ...sofa, shared: false }, 0, 0)).toBe(0);
    expect(maxContribution({ ...sofa, price: null }, 0, 0)).toBe(0);
    expect(isShared({ ...sofa, reservable: false })).toBe(false);
  });

  it("shows a shared gift's status as kronor left of its whole price", () => {
    expect(giftStatus(chairs, 1, 200)).toEqual({ kind: "shared", price: 3_000, left: 1_300 });
  });
});
