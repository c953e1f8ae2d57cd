import { describe, expect, it } from "vitest";
import { dropPoint, lineUp, turned } from "../../src/web/seating/arrange";
import { afterRun, EMPTY_HISTORY, inverseOf, withTableRenamed, type PlanChange } from "../../src/web/seating/history";
import { fillTable, initials, moveTo, seatDifference, seatsOf } from "../../src/web/seating/seatChoices";
import { guest, plan, table } from "../support/seatingPlans";

describe("placing guests on the seating page", () => {
  it("fills a table's free seats in order, each household side by side, and leaves a household that does not fit whole", () => {
    const four = table("t4", 4);
    const current = plan(
      [four],
      [
        guest("asa", "oberg", { tableId: "t4", seat: 1 }),
        guest("marta", "arlig"),
        guest("erik", "arlig"),
        guest("anna", "berg"),
        guest("olle", "berg"),
        guest("bo", "berg"),
        guest("per", "ek"),
      ],
    );
    const { moves, left } = fillTable(current, ["marta", "erik", "anna", "olle", "bo", "per"], four);
    expect(moves).toEqual([
      { guestId: "marta", tableId: "t4", seat: 0 },
      { guestId: "erik", tableId: "t4", seat: 2 },
      { guestId: "per", tableId: "t4", seat: 3 },
    ]);
    expect(left).toEqual(["anna", "olle", "bo"]);
  });

  it("swaps with the guest on the seat, sends that guest off the plan when the mover had no seat, and never moves a locked guest", () => {
    const current = plan([table("t1", 2), table("t2", 2)], [guest("anna", "berg", { tableId: "t1", seat: 0 }), guest("erik", "ek", { tableId: "t2", seat: 1 }), guest("asa", "oberg"), guest("bo", "lind", { tableId: "t2", seat: 0, locked: true })]);
    expect(moveTo(current, "anna", "t2", 1)).toEqual([
      { guestId: "anna", tableId: "t2", seat: 1 },
      { guestId: "erik", tableId: "t1", seat: 0 },
    ]);
    expect(moveTo(current, "asa", "t2", 1)).toEqual([
      { guestId: "asa", tableId: "t2", seat: 1 },
      { guestId: "erik", tableId: null, seat: null },
    ]);
    expect(moveTo(current, "anna", "t2", 0)).toBe("locked");
    expect(seatsOf(current, current.tables[1]!).map((seated) => seated?.id ?? null)).toEqual(["bo", "erik"]);
  });

  it("writes initials with Swedish letters", () => {
    expect(initials("Åsa Öberg")).toBe("ÅÖ");
    expect(initials("märta  af ärlig")).toBe("MÄ");
    expect(initials("Olle")).toBe("O");
  });
});

describe("undo and redo of the couple's changes", () => {
  const before = plan([table("t1", 4, { x: 100, y: 200, rotation: 15, name: "Bord 1" })], [guest("anna", "berg", { tableId: "t1", seat: 2 }), guest("erik", "berg"), guest("asa", "oberg", { locked: true })]);

  it("undoes a move by moving each guest back where they sat, a seat or off the plan", () => {
    const change: PlanChange = { kind: "seats", moves: [{ guestId: "erik", tableId: "t1", seat: 0 }, { guestId: "anna", tableId: null, seat: null }] };
    expect(inverseOf(change, before, before)).toEqual([{ kind: "seats", moves: [{ guestId: "erik", tableId: null, seat: null }, { guestId: "anna", tableId: "t1", seat: 2 }] }]);
  });

  it("undoes a table's move or turn with the fields it had, an added table by deleting it, a deleted one by making it again with its guests", () => {
    expect(inverseOf({ kind: "tables", patches: [{ tableId: "t1", patch: { x: 300, rotation: 30 } }] }, before, before)).toEqual([{ kind: "tables", patches: [{ tableId: "t1", patch: { x: 100, rotation: 15 } }] }]);
    const values = { name: "Bord 2", shape: "long" as const, seats: 8, x: 600, y: 600, rotation: 0, nearExit: false, nearSpeakers: false };
    const after = plan([...before.tables, table("t2", 8)], before.guests);
    expect(inverseOf({ kind: "addTable", values, seated: [] }, before, after)).toEqual([{ kind: "deleteTable", tableId: "t2" }]);
    expect(inverseOf({ kind: "deleteTable", tableId: "t1" }, before, plan([], before.guests))).toEqual([
      { kind: "addTable", tableId: "t1", values: { name: "Bord 1", shape: "round", seats: 4, x: 100, y: 200, rotation: 15, nearExit: false, nearSpeakers: false }, seated: [{ guestId: "anna", seat: 2 }] },
    ]);
  });

  it("undoes a lock per guest as each was", () => {
    expect(inverseOf({ kind: "lock", guestIds: ["anna", "asa"], locked: true }, before, before)).toEqual([
      { kind: "lock", guestIds: ["asa"], locked: true },
      { kind: "lock", guestIds: ["anna"], locked: false },
    ]);
  });

  it("keeps undo and redo as calls: a new change clears redo, an undo's inverse is the redo, and a table made again takes over its old id", () => {
    const moveBack: PlanChange[] = [{ kind: "seats", moves: [{ guestId: "anna", tableId: "t1", seat: 2 }] }];
    let history = afterRun(EMPTY_HISTORY, "change", moveBack);
    history = afterRun(history, "change", [{ kind: "deleteTable", tableId: "t9" }]);
    history = afterRun(history, "undo", [{ kind: "addTable", values: { name: "Bord 9", shape: "round", seats: 8, x: 0, y: 0, rotation: 0, nearExit: false, nearSpeakers: false }, tableId: "t9", seated: [] }]);
    expect(history.undo).toEqual([moveBack]);
    expect(history.redo).toHaveLength(1);
    const renamed = withTableRenamed(history, "t1", "t1-again");
    expect(renamed.undo[0]).toEqual([{ kind: "seats", moves: [{ guestId: "anna", tableId: "t1-again", seat: 2 }] }]);
    expect(afterRun(history, "change", moveBack).redo).toEqual([]);
  });

  it("undoes \"Placera åt mig\" as the seats it changed", () => {
    const after = plan(before.tables, [guest("anna", "berg", { tableId: "t1", seat: 2 }), guest("erik", "berg", { tableId: "t1", seat: 0 }), guest("asa", "oberg", { locked: true })]);
    expect(seatDifference(after, before)).toEqual([{ guestId: "erik", tableId: null, seat: null }]);
  });
});

describe("arranging tables", () => {
  it("snaps a dropped table to the grid inside the room, turns within 0–359", () => {
    expect(dropPoint(1234, 77, true)).toEqual({ x: 1250, y: 100 });
    expect(dropPoint(-40, 99_999, false)).toEqual({ x: 0, y: 1400 });
    expect(turned(350, 15)).toBe(5);
    expect(turned(0, -15)).toBe(345);
  });

  it("lines chosen tables up in a row, evenly from the leftmost to the rightmost", () => {
    const tables = [table("a", 8, { x: 100, y: 300 }), table("c", 8, { x: 900, y: 420 }), table("b", 8, { x: 380, y: 260 })];
    expect(lineUp(tables, "row")).toEqual([
      { tableId: "b", patch: { x: 500, y: 300 } },
      { tableId: "c", patch: { x: 900, y: 300 } },
    ]);
  });
});
