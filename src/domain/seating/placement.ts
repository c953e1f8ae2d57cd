import { compare, isSeatOf, placementFacts, togetherGroups, type PlacementFacts } from "./placementFacts";
import type { PlacedSeat, PlacementInput, PlacementProblem, PlacementResult } from "./placementTypes";
import { arrangeTable } from "./seatArrangement";
import { orderedProblems, problemsOf, type SeatMap } from "./seatingProblems";
import { assignTables } from "./tableAssignment";

/**
 * "Placera åt mig" (issue 35, decision 111): seats everyone who said yes, keeps households at
 * one table and locked guests where they are, and follows the rules the couple switched on as far
 * as they can hold together. Pure and deterministic: the same guests, tables and rules give the
 * same seats whatever order they are listed in. What cannot hold is reported, never thrown.
 */
export function placeGuests(input: PlacementInput): PlacementResult {
  const facts = placementFacts(input);
  const { locked, refused } = lockedSeats(facts);
  const assignment = assignTables(facts, locked, refused);
  const seats: PlacedSeat[] = [...locked].map(([guestId, { tableId, seat }]) => ({ guestId, tableId, seat }));
  for (const table of facts.tables) {
    const lockedAt = new Map(seats.filter((seat) => seat.tableId === table.id).map((seat) => [seat.seat, seat.guestId]));
    for (const [guestId, seat] of arrangeTable(facts, table, lockedAt, assignment.byTable.get(table.id) ?? [])) seats.push({ guestId, tableId: table.id, seat });
  }
  seats.sort((a, b) => facts.tableIndex.get(a.tableId)! - facts.tableIndex.get(b.tableId)! || a.seat - b.seat);

  const unplaced = assignment.unplaced.map((guest) => guest.id);
  const problems: PlacementProblem[] = [...refused].map((guestId) => ({ rule: "locked", guestIds: [guestId] }));
  if (unplaced.length) problems.push({ rule: "capacity", guestIds: unplaced });
  problems.push(...impossibleRules(facts), ...problemsOf(facts, seats));
  return { seats, unplaced: [...unplaced, ...refused].sort(compare), problems: orderedProblems(problems) };
}

/** Locked seats that exist and are free, the first guest by id winning a seat locked twice; the others are refused (left unplaced). */
function lockedSeats(facts: PlacementFacts): { locked: SeatMap; refused: Set<string> } {
  const locked: SeatMap = new Map();
  const refused = new Set<string>();
  const taken = new Set<string>();
  for (const guest of facts.guests) {
    if (!guest.locked) continue;
    const table = facts.tableById.get(guest.locked.tableId);
    const key = `${guest.locked.tableId} ${guest.locked.seat}`;
    if (!table || !isSeatOf(table, guest.locked.seat) || taken.has(key)) refused.add(guest.id);
    else {
      taken.add(key);
      locked.set(guest.id, { tableId: table.id, seat: guest.locked.seat });
    }
  }
  return { locked, refused };
}

/** Rule sets that cannot hold whatever the seats: an apart pair kept at one table by its household or by "keep together" pairs, a household larger than every table. */
function impossibleRules(facts: PlacementFacts): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const group = togetherGroups(facts);
  const groupOf = (guestId: string) => group.get(facts.guestById.get(guestId)!.householdId);
  for (const [a, b] of facts.apart) if (groupOf(a) === groupOf(b)) problems.push({ rule: "apart", guestIds: [a, b] });
  const largest = Math.max(0, ...facts.tables.map((table) => table.seats));
  for (const members of facts.households.values()) {
    if (members.length > largest && facts.tables.length) problems.push({ rule: "household", guestIds: members.map((guest) => guest.id) });
  }
  return problems;
}
