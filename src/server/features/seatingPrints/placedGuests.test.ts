import { describe, expect, it } from "vitest";
import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../../domain/seating/plan";
import { DEFAULT_SEATING_RULES } from "../../../domain/seating/types";
import { catererList } from "./catererList";
import { placedByName, placedByTable } from "./placedGuests";

const table = (id: string, name: string, position: number): SeatingTable => ({ id, name, shape: "round", seats: 8, x: 0, y: 0, rotation: 0, nearExit: false, nearSpeakers: false, position });
const guest = (name: string, tableId: string | null, seat: number | null, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id: name, name, child: false, householdId: "h", householdName: "h", dietary: "", tableId, seat, locked: false, role: null, need: null, family: false, ...extra,
});
const plan = (guests: SeatingGuest[]): SeatingPlan => ({
  eventId: "e", revision: 1, rules: DEFAULT_SEATING_RULES, openSearch: false, notices: [],
  // Made in another order than their positions: the positions count.
  tables: [table("b", "Bord 2", 2), table("a", "Brudbordet", 1), table("c", "Tomt bord", 3)],
  guests,
});

const guests = [guest("Örjan Öberg", "b", 0), guest("Åsa Öberg", "a", 1, { dietary: " Vegetarisk " }), guest("Zäta Berg", "a", 0, { child: true }), guest("Ærø Ørsted", "b", 3), guest("Utan Plats", null, null)];

describe("the seated guests", () => {
  it("go by table position, then seat; unseated guests are left out", () => {
    expect(placedByTable(plan(guests)).map((placed) => [placed.table.name, placed.seat, placed.guest.name])).toEqual([
      ["Brudbordet", 0, "Zäta Berg"], ["Brudbordet", 1, "Åsa Öberg"], ["Bord 2", 0, "Örjan Öberg"], ["Bord 2", 3, "Ærø Ørsted"],
    ]);
  });

  it("go by name in the site's language: Swedish å ä ö after z, Danish æ ø å", () => {
    expect(placedByName(plan(guests), "sv").map((placed) => placed.guest.name)).toEqual(["Zäta Berg", "Åsa Öberg", "Ærø Ørsted", "Örjan Öberg"]);
    expect(placedByName(plan(guests), "da").map((placed) => placed.guest.name)).toEqual(["Zäta Berg", "Ærø Ørsted", "Örjan Öberg", "Åsa Öberg"]);
  });

  it("are counted for the caterer per table and overall, seats from 1, empty tables left out", () => {
    const list = catererList(plan(guests));
    expect(list.tables.map((entry) => [entry.name, entry.guests.map((seated) => seated.seat), entry.counts])).toEqual([
      ["Brudbordet", [1, 2], { guests: 2, children: 1, specialDiets: 1 }],
      ["Bord 2", [1, 4], { guests: 2, children: 0, specialDiets: 0 }],
    ]);
    expect(list.tables[0]!.guests[1]).toEqual({ seat: 2, name: "Åsa Öberg", child: false, dietary: "Vegetarisk" });
    expect(list.counts).toEqual({ guests: 4, children: 1, specialDiets: 1 });
  });
});
