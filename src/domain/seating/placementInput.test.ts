import { describe, expect, it } from "vitest";
import type { SeatingGuest, SeatingPlan } from "./plan";
import { placedSeats, placementInput } from "./placementInput";
import { DEFAULT_SEATING_RULES } from "./types";

function seatingGuest(id: string, values: Partial<SeatingGuest>): SeatingGuest {
  return { id, name: id, child: false, householdId: "h1", householdName: "Öberg", dietary: "", tableId: null, seat: null, locked: false, role: null, need: null, family: false, ...values };
}

const plan: SeatingPlan = {
  eventId: "middag",
  revision: 4,
  tables: [{ id: "bord-1", name: "Bord 1", shape: "round", seats: 8, x: 300, y: 200, rotation: 45, nearExit: true, nearSpeakers: false, position: 0 }],
  guests: [
    seatingGuest("asa", { name: "Åsa Öberg", tableId: "bord-1", seat: 2, locked: true, role: "dam" }),
    seatingGuest("marta", { name: "Märta Ärlig", tableId: "bord-1", seat: 3, need: "exit", family: true }),
    seatingGuest("lilla", { name: "Lilla Öberg", child: true, locked: true }),
  ],
  rules: DEFAULT_SEATING_RULES,
  openSearch: false,
  notices: [],
};

describe("placementInput", () => {
  it("reads a plan's tables, marks and rules, locking only locked guests who have a seat", () => {
    expect(placementInput(plan)).toEqual({
      tables: [{ id: "bord-1", shape: "round", seats: 8, x: 300, y: 200, nearExit: true, nearSpeakers: false, position: 0 }],
      guests: [
        { id: "asa", householdId: "h1", child: false, role: "dam", need: null, family: false, locked: { tableId: "bord-1", seat: 2 } },
        { id: "marta", householdId: "h1", child: false, role: null, need: "exit", family: true, locked: null },
        { id: "lilla", householdId: "h1", child: true, role: null, need: null, family: false, locked: null },
      ],
      rules: DEFAULT_SEATING_RULES,
    });
  });

  it("lists the seated guests' seats", () => {
    expect(placedSeats(plan)).toEqual([
      { guestId: "asa", tableId: "bord-1", seat: 2 },
      { guestId: "marta", tableId: "bord-1", seat: 3 },
    ]);
  });
});
