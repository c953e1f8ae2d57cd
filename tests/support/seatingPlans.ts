import { DEFAULT_SEATING_RULES } from "../../src/domain/seating/types";
import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../src/domain/seating/plan";

/** Small plans for the seating page's unit tests. */
export function table(id: string, seats: number, values: Partial<SeatingTable> = {}): SeatingTable {
  return { id, name: id, shape: "round", seats, x: 500, y: 500, rotation: 0, nearExit: false, nearSpeakers: false, position: 0, ...values };
}

export function guest(id: string, householdId: string, values: Partial<SeatingGuest> = {}): SeatingGuest {
  return { id, name: id, child: false, householdId, householdName: householdId, dietary: "", tableId: null, seat: null, locked: false, role: null, need: null, family: false, ...values };
}

export function plan(tables: SeatingTable[], guests: SeatingGuest[], revision = 1): SeatingPlan {
  return { eventId: "event", revision, tables, guests, rules: DEFAULT_SEATING_RULES, openSearch: false, notices: [] };
}
