import type { PlacementGuest, PlacementInput, PlacementTable } from "./placementTypes";
import { sideBySide } from "./tableGeometry";
import type { SeatingRules } from "./types";

/**
 * What the placement, the seat reasons and the problems all read from a placement's input, worked
 * out once and in one order (decision 111): tables by position then id, guests and households by
 * id, pairs sorted. Nothing here depends on the order the input lists things in.
 */
export interface PlacementFacts {
  tables: PlacementTable[];
  tableById: Map<string, PlacementTable>;
  /** The index of each table in `tables`: its place in the filling order. */
  tableIndex: Map<string, number>;
  guests: PlacementGuest[];
  guestById: Map<string, PlacementGuest>;
  /** Household id -> its guests, by id; households in id order. */
  households: Map<string, PlacementGuest[]>;
  /** Guest id -> the other adult of a household of exactly two adults. */
  partnerOf: Map<string, string>;
  rules: SeatingRules;
  /** Pairs of known, different guests, each sorted, deduplicated, in order. */
  apart: [string, string][];
  together: [string, string][];
  /** Tables "near the head table", nearest first; empty without a head table. */
  nearHead: string[];
}

export function placementFacts(input: PlacementInput): PlacementFacts {
  const tables = uniqueBy(input.tables, (table) => table.id)
    .map(readable)
    .sort((a, b) => a.position - b.position || compare(a.id, b.id));
  const guests = uniqueBy(input.guests, (guest) => guest.id).sort((a, b) => compare(a.id, b.id));
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const households = new Map<string, PlacementGuest[]>();
  for (const guest of [...guests].sort((a, b) => compare(a.householdId, b.householdId) || compare(a.id, b.id))) {
    households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest]);
  }
  return {
    tables,
    tableById: new Map(tables.map((table) => [table.id, table])),
    tableIndex: new Map(tables.map((table, index) => [table.id, index])),
    guests,
    guestById,
    households,
    partnerOf: couples(households),
    rules: input.rules,
    apart: pairs(input.rules.apart, guestById),
    together: pairs(input.rules.together, guestById),
    nearHead: tablesNearHead(tables, familySeatsNeeded(households)),
  };
}

/** Odd numbers read as the nearest sensible ones (whole seats, none below 0, finite places), so nothing downstream meets NaN. */
function readable(table: PlacementTable): PlacementTable {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  return { ...table, seats: Math.max(0, Math.floor(finite(table.seats))), x: finite(table.x), y: finite(table.y), position: finite(table.position) };
}

/**
 * A couple is the two adults of a household with exactly two adults; a household of three adults
 * has none. A couple who both have locked seats chose them (the hosts side by side at the head
 * table): the rule leaves them be rather than report the couple's own choice.
 */
function couples(households: Map<string, PlacementGuest[]>): Map<string, string> {
  const partnerOf = new Map<string, string>();
  for (const members of households.values()) {
    const adults = members.filter((guest) => !guest.child);
    if (adults.length !== 2 || adults.every((adult) => adult.locked)) continue;
    partnerOf.set(adults[0]!.id, adults[1]!.id);
    partnerOf.set(adults[1]!.id, adults[0]!.id);
  }
  return partnerOf;
}

function pairs(list: readonly (readonly [string, string])[], guestById: Map<string, PlacementGuest>): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const [a, b] of list) {
    if (a === b || !guestById.has(a) || !guestById.has(b)) continue;
    const pair: [string, string] = compare(a, b) < 0 ? [a, b] : [b, a];
    seen.set(pair.join(" "), pair);
  }
  return [...seen.values()].sort((x, y) => compare(x[0], y[0]) || compare(x[1], y[1]));
}

/** Seats the families take: every guest of a household with a guest marked family (the household sits together). */
function familySeatsNeeded(households: Map<string, PlacementGuest[]>): number {
  let seats = 0;
  for (const members of households.values()) if (members.some((guest) => guest.family)) seats += members.length;
  return seats;
}

/**
 * "Near the head table": the head tables (shape head) and then the tables whose centres are
 * nearest one, taken until they hold every family guest's household. Without a head table
 * nothing is near it.
 */
function tablesNearHead(tables: PlacementTable[], seatsNeeded: number): string[] {
  const heads = tables.filter((table) => table.shape === "head");
  if (!heads.length) return [];
  const distance = (table: PlacementTable) => Math.min(...heads.map((head) => Math.hypot(table.x - head.x, table.y - head.y)));
  const byDistance = tablesByDistance(tables, distance);
  const near: string[] = [];
  let seats = 0;
  for (const table of byDistance) {
    if (table.shape !== "head" && seats >= seatsNeeded) break;
    near.push(table.id);
    seats += table.seats;
  }
  return near;
}

/** Tables nearest first (head tables at distance 0), ties in the tables' order. */
export function tablesByDistance(tables: PlacementTable[], distance: (table: PlacementTable) => number): PlacementTable[] {
  return tables
    .map((table, index) => ({ table, index, distance: table.shape === "head" ? 0 : distance(table) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.table);
}

/** Whether a table has two seats that are not side by side, so a couple at it can be split. */
export function canSplitCouple(table: PlacementTable): boolean {
  // Seat 0 is an end of a long or head table, and like any other seat of a round one: a seat not beside it is enough.
  const beside = sideBySide(table.shape, table.seats, 0);
  return table.seats - 1 > beside.length;
}

/** The rule a guest's need asks of a table. */
export function meetsNeed(guest: PlacementGuest, table: PlacementTable): boolean {
  if (guest.need === "exit") return table.nearExit;
  if (guest.need === "speakers") return table.nearSpeakers;
  return true;
}

/** Whether a seat number is a real seat of the table. */
export function isSeatOf(table: PlacementTable, seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < table.seats;
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Households joined by "keep together" pairs (union-find): household id -> the group's first
 * household id. A group sits at one table when it fits one.
 */
export function togetherGroups(facts: PlacementFacts): Map<string, string> {
  const parent = new Map([...facts.households.keys()].map((id) => [id, id]));
  const root = (id: string): string => {
    let current = id;
    while (parent.get(current) !== current) current = parent.get(current)!;
    return current;
  };
  for (const [a, b] of facts.together) {
    const [rootA, rootB] = [root(facts.guestById.get(a)!.householdId), root(facts.guestById.get(b)!.householdId)];
    if (rootA !== rootB) parent.set(compare(rootA, rootB) < 0 ? rootB : rootA, compare(rootA, rootB) < 0 ? rootA : rootB);
  }
  return new Map([...parent.keys()].map((id) => [id, root(id)]));
}
