import { describe, expect, it } from "vitest";
import { guest, onlyRules, shuffled, table, threeCouples, weddingOf150 } from "../../../tests/support/seatingGuests";
import { placeGuests } from "./placement";
import type { PlacementGuest, PlacementInput, PlacementResult } from "./placementTypes";
import { sideBySide } from "./tableGeometry";

/** Each guest's "table:seat", for writing known answers out. */
function seatsOf(result: PlacementResult): Record<string, string> {
  return Object.fromEntries(result.seats.map((seat) => [seat.guestId, `${seat.tableId}:${seat.seat}`]));
}

const anna = guest("anna", "h1", { role: "dam" });
const erik = guest("erik", "h1", { role: "herre" });
const maja = guest("maja", "h2", { role: "dam" });
const olle = guest("olle", "h2", { role: "herre" });

describe("placeGuests: each rule on a small case", () => {
  it("keeps each household at one table, filling the tables in their order", () => {
    const input: PlacementInput = {
      tables: [table("A", 4), table("B", 4, { position: 1 })],
      guests: [guest("a1", "h1"), guest("a2", "h1"), guest("a3", "h1", { child: true }), guest("b1", "h2"), guest("b2", "h2"), guest("b3", "h2")],
      rules: onlyRules(),
    };
    const result = placeGuests(input);
    // The child sits between the parents; the second household goes to the next table rather than split.
    expect(seatsOf(result)).toEqual({ a1: "A:0", a3: "A:1", a2: "A:2", b1: "B:0", b2: "B:1", b3: "B:2" });
    expect(result).toMatchObject({ unplaced: [], problems: [] });
  });

  it("splits couples: no one sits beside their partner, while without the rule they may", () => {
    const tables = [table("A", 4)];
    expect(seatsOf(placeGuests({ tables, guests: [anna, erik, maja, olle], rules: onlyRules() }))).toEqual({ anna: "A:0", erik: "A:1", maja: "A:2", olle: "A:3" });
    const split = placeGuests({ tables, guests: [anna, erik, maja, olle], rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(split)).toEqual({ olle: "A:0", erik: "A:1", maja: "A:2", anna: "A:3" });
    expect(split.problems).toEqual([]);
  });

  it("takes a couple to a table where they can be split, past a round table of three", () => {
    const tables = [table("R3", 3), table("R4", 4, { position: 1 })];
    expect(seatsOf(placeGuests({ tables, guests: [anna, erik], rules: onlyRules() }))).toEqual({ anna: "R3:0", erik: "R3:1" });
    const split = placeGuests({ tables, guests: [anna, erik], rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(split)).toEqual({ erik: "R4:1", anna: "R4:3" });
    expect(split.problems).toEqual([]);
  });

  it("lets a couple sit across a long table", () => {
    const result = placeGuests({ tables: [table("L", 2, { shape: "long" })], guests: [anna, erik], rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(result)).toEqual({ anna: "L:0", erik: "L:1" });
    expect(result.problems).toEqual([]);
  });

  it("alternates dam and herre around the table, couples still split", () => {
    const guests = threeCouples;
    const splitOnly = placeGuests({ tables: [table("A", 6)], guests, rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(splitOnly)).toMatchObject({ cia: "A:1", asa: "A:2" });
    const alternating = placeGuests({ tables: [table("A", 6)], guests, rules: onlyRules({ splitCouples: true, alternatePartners: true }) });
    expect(seatsOf(alternating)).toEqual({ asa: "A:0", fredrik: "A:1", cia: "A:2", bo: "A:3", eva: "A:4", dan: "A:5" });
    expect(alternating.problems).toEqual([]);
  });

  it("puts the unmarked and the empty seat between dams where no swap of two would, couples still split", () => {
    const guests = [guest("asa", "h0", { role: "dam" }), guest("per", "h1"), guest("marta", "h1", { role: "dam" }), guest("lena", "h2", { role: "dam" }), guest("ola", "h2")];
    const result = placeGuests({ tables: [table("A", 6)], guests, rules: onlyRules({ splitCouples: true, alternatePartners: true }) });
    expect(seatsOf(result)).toEqual({ marta: "A:1", ola: "A:2", asa: "A:3", per: "A:4", lena: "A:5" });
    expect(result.problems).toEqual([]);
  });

  it("keeps an apart pair at different tables", () => {
    const guests = ["a", "b", "c", "d"].map((id) => guest(id, `h${id}`));
    const tables = [table("T1", 4), table("T2", 4, { position: 1 })];
    expect(seatsOf(placeGuests({ tables, guests, rules: onlyRules() }))).toEqual({ a: "T1:0", b: "T1:1", c: "T1:2", d: "T1:3" });
    const apart = placeGuests({ tables, guests, rules: onlyRules({ apart: [["b", "a"]] }) });
    expect(seatsOf(apart)).toEqual({ a: "T1:0", c: "T1:1", d: "T1:2", b: "T2:0" });
    expect(apart.problems).toEqual([]);
  });

  it("keeps a together pair at one table, with both their households", () => {
    const guests = [guest("p1", "h1"), guest("p2", "h1"), guest("q1", "h2"), guest("q2", "h2"), guest("r1", "h3"), guest("r2", "h3")];
    const tables = [table("T1", 4), table("T2", 4, { position: 1 }), table("T3", 4, { position: 2 })];
    expect(seatsOf(placeGuests({ tables, guests, rules: onlyRules() }))).toMatchObject({ p1: "T1:0", q1: "T1:2", r1: "T2:0" });
    const together = placeGuests({ tables, guests, rules: onlyRules({ together: [["r1", "p1"]] }) });
    expect(seatsOf(together)).toEqual({ p1: "T1:0", p2: "T1:1", r1: "T1:2", r2: "T1:3", q1: "T2:0", q2: "T2:1" });
    expect(together.problems).toEqual([]);
  });

  it("seats a guest who needs the exit or the speakers at a table near it", () => {
    const guests = [guest("g1", "h1", { need: "exit" }), guest("g2", "h2", { need: "speakers" }), guest("g3", "h3")];
    const tables = [table("T1", 2), table("T2", 2, { position: 1, nearExit: true }), table("T3", 2, { position: 2, nearSpeakers: true })];
    expect(seatsOf(placeGuests({ tables, guests, rules: onlyRules() }))).toEqual({ g1: "T1:0", g2: "T1:1", g3: "T2:0" });
    const near = placeGuests({ tables, guests, rules: onlyRules({ accessNear: true }) });
    expect(seatsOf(near)).toEqual({ g3: "T1:0", g1: "T2:0", g2: "T3:0" });
    expect(near.problems).toEqual([]);
  });

  it("seats the families at the head table and then the table nearest it", () => {
    const family = { family: true };
    const guests = [
      guest("f1", "fam1", family),
      guest("f2", "fam1", family),
      guest("f3", "fam2", family),
      guest("f4", "fam2", family),
      guest("f5", "fam3", family),
      guest("f6", "fam3", family),
      guest("s1", "single1"),
      guest("s2", "single2"),
    ];
    const tables = [
      table("far", 4, { x: 1000, y: 1200, position: 0 }),
      table("head", 4, { shape: "head", x: 1000, y: 100, position: 1 }),
      table("near", 4, { x: 1000, y: 400, position: 2 }),
    ];
    const result = placeGuests({ tables, guests, rules: onlyRules({ familiesNearHead: true }) });
    expect(seatsOf(result)).toEqual({ s1: "far:0", s2: "far:1", f1: "head:0", f2: "head:1", f3: "head:2", f4: "head:3", f5: "near:0", f6: "near:1" });
    expect(result.problems).toEqual([]);
    expect(seatsOf(placeGuests({ tables, guests, rules: onlyRules() }))).toMatchObject({ f1: "far:0", f3: "far:2" });
  });
});

describe("placeGuests: locked seats", () => {
  it("keeps a locked guest's seat and seats the household at that table", () => {
    const guests = [guest("l1", "h1", { locked: { tableId: "B", seat: 3 } }), guest("l2", "h1"), guest("m1", "h2"), guest("m2", "h2"), guest("m3", "h2")];
    const result = placeGuests({ tables: [table("A", 4), table("B", 4, { position: 1 })], guests, rules: onlyRules() });
    expect(seatsOf(result)).toEqual({ m1: "A:0", m2: "A:1", m3: "A:2", l2: "B:0", l1: "B:3" });
    expect(result.problems).toEqual([]);
  });

  it("leaves a guest locked to a seat that does not exist unplaced, naming the lock", () => {
    const guests = [guest("x", "h1", { locked: { tableId: "A", seat: 7 } }), guest("y", "h2", { locked: { tableId: "gone", seat: 0 } }), guest("z", "h3")];
    const result = placeGuests({ tables: [table("A", 4)], guests, rules: onlyRules() });
    expect(seatsOf(result)).toEqual({ z: "A:0" });
    expect(result.unplaced).toEqual(["x", "y"]);
    expect(result.problems).toEqual([
      { rule: "locked", guestIds: ["x"] },
      { rule: "locked", guestIds: ["y"] },
    ]);
  });

  it("leaves a couple who both locked their seats side by side be: the hosts chose them", () => {
    const locked = [{ ...anna, locked: { tableId: "A", seat: 0 } }, { ...erik, locked: { tableId: "A", seat: 1 } }];
    const result = placeGuests({ tables: [table("A", 4)], guests: locked, rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(result)).toEqual({ anna: "A:0", erik: "A:1" });
    expect(result.problems).toEqual([]);
  });

  it("names the rule a locked guest makes impossible", () => {
    const result = placeGuests({ tables: [table("A", 2)], guests: [{ ...anna, locked: { tableId: "A", seat: 0 } }, erik], rules: onlyRules({ splitCouples: true }) });
    expect(seatsOf(result)).toEqual({ anna: "A:0", erik: "A:1" });
    expect(result.problems).toEqual([{ rule: "splitCouples", guestIds: ["anna", "erik"], tableId: "A" }]);
  });
});

describe("placeGuests: rule sets that cannot hold are reported by the rule that gives way", () => {
  it("a pair both together and apart: apart", () => {
    const result = placeGuests({ tables: [table("T", 4)], guests: [guest("a", "h1"), guest("b", "h2")], rules: onlyRules({ together: [["a", "b"]], apart: [["a", "b"]] }) });
    expect(seatsOf(result)).toEqual({ a: "T:0", b: "T:1" });
    expect(result.problems).toEqual([{ rule: "apart", guestIds: ["a", "b"] }]);
  });

  it("an apart pair whose households a together pair joins: apart", () => {
    const guests = [guest("a1", "h1"), guest("a2", "h1"), guest("b1", "h2")];
    const result = placeGuests({ tables: [table("T", 4), table("U", 4, { position: 1 })], guests, rules: onlyRules({ together: [["a2", "b1"]], apart: [["a1", "b1"]] }) });
    expect(new Set(result.seats.map((seat) => seat.tableId))).toEqual(new Set(["T"]));
    expect(result.problems).toEqual([{ rule: "apart", guestIds: ["a1", "b1"] }]);
  });

  it("a household larger than every table: household, its guests still seated", () => {
    const guests = ["1", "2", "3", "4", "5"].map((n) => guest(`g${n}`, "big"));
    const result = placeGuests({ tables: [table("T", 3), table("U", 3, { position: 1 })], guests, rules: onlyRules() });
    expect(result.seats).toHaveLength(5);
    expect(result.problems).toEqual([{ rule: "household", guestIds: ["g1", "g2", "g3", "g4", "g5"] }]);
  });

  it("more guests than seats: capacity, the rest left unplaced", () => {
    const guests = ["1", "2", "3", "4", "5"].map((n) => guest(`s${n}`, `h${n}`));
    const result = placeGuests({ tables: [table("T", 3)], guests, rules: onlyRules() });
    expect(seatsOf(result)).toEqual({ s1: "T:0", s2: "T:1", s3: "T:2" });
    expect(result.unplaced).toEqual(["s4", "s5"]);
    expect(result.problems).toEqual([{ rule: "capacity", guestIds: ["s4", "s5"] }]);
  });

  it("a couple at a round table of two: splitCouples", () => {
    const result = placeGuests({ tables: [table("R", 2)], guests: [anna, erik], rules: onlyRules({ splitCouples: true }) });
    expect(result.problems).toEqual([{ rule: "splitCouples", guestIds: ["anna", "erik"], tableId: "R" }]);
  });

  it("reads odd table sizes and places as whole seats and finite places", () => {
    const tables = [table("minus", -3), table("nan", Number.NaN), table("half", 2.7, { x: Number.POSITIVE_INFINITY }), table("long", 3, { shape: "long", y: Number.NaN })];
    const result = placeGuests({ tables, guests: [guest("g1", "h1"), guest("g2", "h2", { locked: { tableId: "half", seat: 1.5 } })], rules: onlyRules() });
    expect(seatsOf(result)).toEqual({ g1: "half:0" });
    expect(result.problems).toEqual([{ rule: "locked", guestIds: ["g2"] }]);
  });

  it("does not throw on no tables, no guests, or pairs of unknown guests", () => {
    expect(placeGuests({ tables: [], guests: [], rules: onlyRules({ apart: [["x", "y"]] }) })).toEqual({ seats: [], unplaced: [], problems: [] });
    expect(placeGuests({ tables: [], guests: [anna], rules: onlyRules() })).toEqual({ seats: [], unplaced: ["anna"], problems: [{ rule: "capacity", guestIds: ["anna"] }] });
    expect(placeGuests({ tables: [table("T", 2)], guests: [], rules: onlyRules({ together: [["x", "x"]] }) }).seats).toEqual([]);
  });
});

describe("placeGuests: a wedding of 150 guests on 15 tables", () => {
  const input = weddingOf150();
  const result = placeGuests(input);

  it("gives the same plan for the same input, however it is ordered", () => {
    expect(placeGuests(input)).toEqual(result);
    expect(placeGuests(shuffled(input, 1))).toEqual(result);
    expect(placeGuests(shuffled(input, 2))).toEqual(result);
  });

  it("seats everyone, each household at one table, and breaks no rule", () => {
    expect(result.seats).toHaveLength(150);
    expect(result.unplaced).toEqual([]);
    expect(result.problems).toEqual([]);
    const tableOf = new Map(result.seats.map((seat) => [seat.guestId, seat.tableId]));
    const households = new Map<string, Set<string>>();
    for (const guest of input.guests) households.set(guest.householdId, (households.get(guest.householdId) ?? new Set()).add(tableOf.get(guest.id)!));
    expect([...households.values()].every((tables) => tables.size === 1)).toBe(true);
    for (const [a, b] of input.rules.apart) expect(tableOf.get(a)).not.toBe(tableOf.get(b));
    for (const [a, b] of input.rules.together) expect(tableOf.get(a)).toBe(tableOf.get(b));
    const nearExit = new Set(input.tables.filter((table) => table.nearExit).map((table) => table.id));
    for (const guest of input.guests.filter((guest) => guest.need === "exit")) expect(nearExit.has(tableOf.get(guest.id)!)).toBe(true);
  });

  it("seats no couple side by side", () => {
    const seatOf = new Map(result.seats.map((seat) => [seat.guestId, seat]));
    const tableById = new Map(input.tables.map((table) => [table.id, table]));
    const adults = new Map<string, PlacementGuest[]>();
    for (const guest of input.guests.filter((guest) => !guest.child)) adults.set(guest.householdId, [...(adults.get(guest.householdId) ?? []), guest]);
    const couples = [...adults.values()].filter((pair) => pair.length === 2);
    expect(couples.length).toBeGreaterThan(20);
    for (const [a, b] of couples) {
      const [mine, theirs] = [seatOf.get(a!.id)!, seatOf.get(b!.id)!];
      const table = tableById.get(mine.tableId)!;
      expect(sideBySide(table.shape, table.seats, mine.seat)).not.toContain(theirs.seat);
    }
  });
});
