import { describe, expect, it } from "vitest";
import { guest, onlyRules, table, threeCouples } from "../../../tests/support/seatingGuests";
import type { PlacedSeat } from "./placementTypes";
import { seatingProblems, seatReasons } from "./reasons";

const at = (tableId: string, ...guestIds: string[]): PlacedSeat[] => guestIds.map((guestId, seat) => ({ guestId, tableId, seat }));

describe("seatReasons", () => {
  it("names who a guest sits beside instead of the partner, and the table partners of the other part", () => {
    const input = { tables: [table("A", 6)], guests: threeCouples, rules: onlyRules({ splitCouples: true, alternatePartners: true }) };
    const reasons = seatReasons(input, at("A", "asa", "fredrik", "cia", "bo", "eva", "dan"));
    // Åsa at seat 0: Fredrik (seat 1) on her left hand, Dan (seat 5) on her right.
    expect(reasons["asa"]).toEqual([
      { rule: "household", relation: "sameTable", tableId: "A" },
      { rule: "splitCouples", relation: "leftOf", otherGuestId: "dan" },
      { rule: "splitCouples", relation: "rightOf", otherGuestId: "fredrik" },
      { rule: "alternatePartners", relation: "leftOf", otherGuestId: "dan" },
      { rule: "alternatePartners", relation: "rightOf", otherGuestId: "fredrik" },
    ]);
    expect(Object.keys(reasons).sort()).toEqual(["asa", "bo", "cia", "dan", "eva", "fredrik"]);
    expect(seatingProblems(input, at("A", "asa", "fredrik", "cia", "bo", "eva", "dan"))).toEqual([]);
  });

  it("gives no reason a seat breaks after the couple's own move, and the problems name it", () => {
    const input = { tables: [table("A", 6)], guests: threeCouples, rules: onlyRules({ splitCouples: true, alternatePartners: true }) };
    const moved = at("A", "asa", "bo", "cia", "fredrik", "eva", "dan");
    const reasons = seatReasons(input, moved);
    // Åsa now sits beside Bo: no couples reason, though her seat still alternates.
    expect(reasons["asa"]).toEqual([
      { rule: "household", relation: "sameTable", tableId: "A" },
      { rule: "alternatePartners", relation: "leftOf", otherGuestId: "dan" },
      { rule: "alternatePartners", relation: "rightOf", otherGuestId: "bo" },
    ]);
    expect(reasons["bo"]!.some((reason) => reason.rule === "splitCouples")).toBe(false);
    expect(seatingProblems(input, moved)).toEqual([
      { rule: "splitCouples", guestIds: ["asa", "bo"], tableId: "A" },
      { rule: "splitCouples", guestIds: ["eva", "fredrik"], tableId: "A" },
    ]);
  });

  it("says a couple sits across a long table", () => {
    const couple = threeCouples.slice(0, 2);
    const reasons = seatReasons({ tables: [table("L", 2, { shape: "long" })], guests: couple, rules: onlyRules({ splitCouples: true }) }, at("L", "asa", "bo"));
    expect(reasons["asa"]).toEqual([
      { rule: "household", relation: "sameTable", tableId: "L" },
      { rule: "splitCouples", relation: "across", otherGuestId: "bo" },
    ]);
  });

  it("names locks, pairs, needs and the head table only where the seat follows them", () => {
    const guests = [
      guest("farmor", "h1", { family: true }),
      guest("goran", "h2", { need: "exit", locked: { tableId: "T", seat: 0 } }),
      guest("sven", "h3", { need: "speakers" }),
    ];
    const tables = [table("H", 4, { shape: "head", nearSpeakers: true }), table("T", 4, { x: 900, y: 900, position: 1, nearExit: true })];
    const rules = onlyRules({ accessNear: true, familiesNearHead: true, apart: [["goran", "farmor"]], together: [["sven", "goran"]] });
    const seats = [...at("H", "farmor"), ...at("T", "goran", "sven")];
    expect(seatReasons({ tables, guests, rules }, seats)).toEqual({
      farmor: [
        { rule: "apart", relation: "otherTable", otherGuestId: "goran" },
        { rule: "familiesNearHead", relation: "nearHead", tableId: "H" },
      ],
      goran: [
        { rule: "locked" },
        { rule: "together", relation: "sameTable", otherGuestId: "sven" },
        { rule: "apart", relation: "otherTable", otherGuestId: "farmor" },
        { rule: "accessNear", relation: "nearExit", tableId: "T" },
      ],
      sven: [{ rule: "together", relation: "sameTable", otherGuestId: "goran" }],
    });
    expect(seatingProblems({ tables, guests, rules }, seats)).toEqual([{ rule: "accessNear", guestIds: ["sven"], tableId: "T" }]);
    // The same seats with the rules off give only what always holds.
    expect(seatReasons({ tables, guests, rules: onlyRules() }, seats)).toEqual({ farmor: [], goran: [{ rule: "locked" }], sven: [] });
  });
});

describe("seatingProblems", () => {
  it("names each rule the couple's own moves break", () => {
    const guests = [
      guest("mor", "h1", { family: true }),
      guest("far", "h1", { locked: { tableId: "H", seat: 1 } }),
      guest("asa", "h2"),
      guest("bo", "h3"),
      guest("cia", "h4"),
    ];
    const tables = [table("H", 2, { shape: "head" }), table("T", 4, { x: 1000, y: 1000, position: 1 })];
    const rules = onlyRules({ familiesNearHead: true, together: [["asa", "mor"]], apart: [["bo", "cia"]] });
    const seats = [...at("T", "mor", "far", "bo", "cia"), ...at("H", "asa")];
    expect(seatingProblems({ tables, guests, rules }, seats)).toEqual([
      { rule: "locked", guestIds: ["far"] },
      { rule: "together", guestIds: ["asa", "mor"] },
      { rule: "apart", guestIds: ["bo", "cia"], tableId: "T" },
      { rule: "familiesNearHead", guestIds: ["mor"] },
    ]);
    const split = [...at("T", "mor", "bo"), { guestId: "far", tableId: "H", seat: 1 }];
    expect(seatingProblems({ tables, guests, rules: onlyRules() }, split)).toEqual([{ rule: "household", guestIds: ["far", "mor"] }]);
  });
});
