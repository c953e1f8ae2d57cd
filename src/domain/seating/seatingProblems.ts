import { compare, isSeatOf, meetsNeed, placementFacts, type PlacementFacts } from "./placementFacts";
import type { PlacedSeat, PlacementInput, PlacementProblem, SeatingRuleName } from "./placementTypes";
import { sideBySide } from "./tableGeometry";

/**
 * The rules the current seats break, whoever placed them (the placement, or the couple's own
 * moves afterwards): the owner's page warns with these. Seats of unknown guests or tables are
 * not read.
 */
export function seatingProblems(input: PlacementInput, seats: PlacedSeat[]): PlacementProblem[] {
  return orderedProblems(problemsOf(placementFacts(input), seats));
}

/** A seated guest: table and seat, by guest id. */
export type SeatMap = Map<string, { tableId: string; seat: number }>;

export function seatMap(facts: PlacementFacts, seats: PlacedSeat[]): SeatMap {
  const map: SeatMap = new Map();
  for (const { guestId, tableId, seat } of [...seats].sort((a, b) => compare(a.guestId, b.guestId))) {
    const table = facts.tableById.get(tableId);
    if (facts.guestById.has(guestId) && table && isSeatOf(table, seat) && !map.has(guestId)) map.set(guestId, { tableId, seat });
  }
  return map;
}

/** Seat number -> guest id, per table. */
export function occupants(seated: SeatMap): Map<string, Map<number, string>> {
  const byTable = new Map<string, Map<number, string>>();
  for (const [guestId, { tableId, seat }] of seated) {
    const table = byTable.get(tableId) ?? new Map<number, string>();
    table.set(seat, guestId);
    byTable.set(tableId, table);
  }
  return byTable;
}

export function problemsOf(facts: PlacementFacts, seats: PlacedSeat[]): PlacementProblem[] {
  const seated = seatMap(facts, seats);
  const atSeat = occupants(seated);
  const { rules } = facts;
  const problems: PlacementProblem[] = [];
  const tableOf = (guestId: string) => seated.get(guestId)?.tableId;

  for (const guest of facts.guests) {
    const place = seated.get(guest.id);
    if (guest.locked && (!place || place.tableId !== guest.locked.tableId || place.seat !== guest.locked.seat)) problems.push({ rule: "locked", guestIds: [guest.id] });
  }
  for (const members of facts.households.values()) {
    const tables = new Set(members.map((guest) => tableOf(guest.id)).filter((tableId) => tableId !== undefined));
    if (tables.size > 1) problems.push({ rule: "household", guestIds: members.map((guest) => guest.id) });
  }
  for (const [a, b] of facts.together) {
    if (tableOf(a) && tableOf(b) && tableOf(a) !== tableOf(b)) problems.push({ rule: "together", guestIds: [a, b] });
  }
  for (const [a, b] of facts.apart) {
    if (tableOf(a) && tableOf(a) === tableOf(b)) problems.push({ rule: "apart", guestIds: [a, b], tableId: tableOf(a)! });
  }
  if (rules.accessNear) {
    for (const guest of facts.guests) {
      const table = facts.tableById.get(tableOf(guest.id) ?? "");
      if (table && !meetsNeed(guest, table)) problems.push({ rule: "accessNear", guestIds: [guest.id], tableId: table.id });
    }
  }
  if (rules.familiesNearHead) {
    const far = facts.guests.filter((guest) => guest.family && tableOf(guest.id) && !facts.nearHead.includes(tableOf(guest.id)!));
    if (far.length) problems.push({ rule: "familiesNearHead", guestIds: far.map((guest) => guest.id) });
  }
  for (const table of facts.tables) {
    const taken = atSeat.get(table.id);
    if (!taken) continue;
    const sameRole = new Set<string>();
    for (const [seat, guestId] of taken) {
      for (const other of sideBySide(table.shape, table.seats, seat)) {
        const neighbourId = taken.get(other);
        if (!neighbourId || other < seat) continue;
        if (rules.splitCouples && facts.partnerOf.get(guestId) === neighbourId) problems.push({ rule: "splitCouples", guestIds: [guestId, neighbourId].sort(compare), tableId: table.id });
        const role = facts.guestById.get(guestId)!.role;
        if (rules.alternatePartners && role && role === facts.guestById.get(neighbourId)!.role) [guestId, neighbourId].forEach((id) => sameRole.add(id));
      }
    }
    if (sameRole.size) problems.push({ rule: "alternatePartners", guestIds: [...sameRole].sort(compare), tableId: table.id });
  }
  return problems;
}

const RULE_ORDER: SeatingRuleName[] = ["capacity", "locked", "household", "together", "apart", "accessNear", "splitCouples", "familiesNearHead", "alternatePartners"];

/** Problems in one order, each rule and set of guests once (the first one found keeps its table). */
export function orderedProblems(problems: PlacementProblem[]): PlacementProblem[] {
  const unique = new Map<string, PlacementProblem>();
  for (const problem of problems) {
    const guestIds = [...new Set(problem.guestIds)].sort(compare);
    const key = `${problem.rule} ${guestIds.join(" ")}`;
    if (!unique.has(key)) unique.set(key, { ...problem, guestIds });
  }
  return [...unique.values()].sort(
    (a, b) => RULE_ORDER.indexOf(a.rule) - RULE_ORDER.indexOf(b.rule) || compare(a.guestIds.join(" "), b.guestIds.join(" ")) || compare(a.tableId ?? "", b.tableId ?? ""),
  );
}
