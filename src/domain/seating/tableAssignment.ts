import { canSplitCouple, compare, meetsNeed, tablesByDistance, togetherGroups, type PlacementFacts } from "./placementFacts";
import type { PlacementGuest, PlacementTable } from "./placementTypes";
import type { SeatMap } from "./seatingProblems";

/**
 * The placement's first step (decision 111): which table each guest who is not locked goes to.
 * Households, joined by "keep together" pairs, are placed whole, the hardest first, each at the
 * table that breaks the fewest and weakest rules; a group no table can hold is split into its
 * households, and only a household larger than any free table is split itself.
 */
export interface TableAssignment {
  byTable: Map<string, PlacementGuest[]>;
  unplaced: PlacementGuest[];
}

interface Unit {
  key: string;
  guests: PlacementGuest[];
  households: string[];
  /** The table the unit's locked guests sit at: the rest join them there. */
  anchor: string | null;
}

/** How much each broken rule weighs when choosing a table: a heavier rule gives way later. */
const WEIGHT = { apart: 1_000_000, accessNear: 10_000, splitCouples: 1_000 };

export function assignTables(facts: PlacementFacts, locked: SeatMap, excluded: Set<string>): TableAssignment {
  const free = new Map(facts.tables.map((table) => [table.id, table.seats]));
  const members = new Map(facts.tables.map((table) => [table.id, new Set<string>()]));
  for (const [guestId, { tableId }] of locked) {
    free.set(tableId, free.get(tableId)! - 1);
    members.get(tableId)!.add(guestId);
  }
  const apartOf = new Map<string, string[]>();
  for (const [a, b] of facts.apart) {
    apartOf.set(a, [...(apartOf.get(a) ?? []), b]);
    apartOf.set(b, [...(apartOf.get(b) ?? []), a]);
  }
  const nearRank = headRanks(facts);
  const familyUnit = (unit: Unit) => facts.rules.familiesNearHead && nearRank.size > 0 && unit.guests.some((guest) => guest.family);

  const score = (unit: Unit, table: PlacementTable) => {
    const here = members.get(table.id)!;
    const apartHits = unit.guests.reduce((hits, guest) => hits + (apartOf.get(guest.id) ?? []).filter((other) => here.has(other)).length, 0);
    const accessMisses = facts.rules.accessNear ? unit.guests.filter((guest) => !meetsNeed(guest, table)).length : 0;
    const unsplittable = facts.rules.splitCouples && hasCouple(facts, unit) && !canSplitCouple(table) ? 1 : 0;
    const place = familyUnit(unit) ? nearRank.get(table.id)! : facts.tableIndex.get(table.id)!;
    return apartHits * WEIGHT.apart + accessMisses * WEIGHT.accessNear + unsplittable * WEIGHT.splitCouples + place;
  };
  const best = (unit: Unit, fits: (table: PlacementTable) => boolean) =>
    facts.tables
      .filter(fits)
      .map((table) => ({ table, score: score(unit, table) }))
      .sort((a, b) => a.score - b.score || facts.tableIndex.get(a.table.id)! - facts.tableIndex.get(b.table.id)!)
      .map((entry) => entry.table);

  const placed = new Map(facts.tables.map((table) => [table.id, [] as Unit[]]));
  const put = (unit: Unit, tableId: string) => {
    placed.get(tableId)!.push(unit);
    free.set(tableId, free.get(tableId)! - unit.guests.length);
    for (const guest of unit.guests) members.get(tableId)!.add(guest.id);
  };
  const take = (unit: Unit, tableId: string) => {
    placed.set(tableId, placed.get(tableId)!.filter((other) => other !== unit));
    free.set(tableId, free.get(tableId)! + unit.guests.length);
    for (const guest of unit.guests) members.get(tableId)!.delete(guest.id);
  };

  /** Makes room at a table by moving one unit already there to another table where it breaks no more rules. */
  const makeRoom = (unit: Unit): boolean => {
    for (const table of best(unit, () => true)) {
      const missing = unit.guests.length - free.get(table.id)!;
      for (const other of placed.get(table.id)!) {
        if (other.anchor || other.guests.length < missing) continue;
        const hard = (candidate: PlacementTable) => Math.floor(score(other, candidate) / WEIGHT.splitCouples);
        const before = hard(table);
        const target = best(other, (candidate) => candidate.id !== table.id && free.get(candidate.id)! >= other.guests.length).find((candidate) => hard(candidate) <= before);
        if (!target) continue;
        take(other, table.id);
        put(other, target.id);
        put(unit, table.id);
        return true;
      }
    }
    return false;
  };

  const unplaced: PlacementGuest[] = [];
  const queue = orderUnits(units(facts, locked, excluded), familyUnit, facts, apartOf);
  for (let unit = queue.shift(); unit; unit = queue.shift()) {
    if (unit.anchor) {
      const fit = Math.max(0, Math.min(free.get(unit.anchor)!, unit.guests.length));
      if (fit) put({ ...unit, guests: unit.guests.slice(0, fit) }, unit.anchor);
      if (fit < unit.guests.length) queue.unshift({ ...unit, key: `${unit.key}+`, guests: unit.guests.slice(fit), anchor: null });
      continue;
    }
    const table = best(unit, (candidate) => free.get(candidate.id)! >= unit.guests.length)[0];
    if (table) put(unit, table.id);
    else if (makeRoom(unit)) continue;
    else if (unit.households.length > 1) queue.unshift(...unit.households.map((id) => householdUnit(facts, id, unit.guests)));
    else {
      // A household larger than any free table: as many as fit at the roomiest table, the rest go on.
      const roomy = best(unit, (candidate) => free.get(candidate.id)! > 0).sort((a, b) => free.get(b.id)! - free.get(a.id)!)[0];
      if (!roomy) {
        unplaced.push(...unit.guests);
        continue;
      }
      const fit = free.get(roomy.id)!;
      put({ ...unit, guests: unit.guests.slice(0, fit) }, roomy.id);
      queue.unshift({ ...unit, key: `${unit.key}+`, guests: unit.guests.slice(fit) });
    }
  }
  const byTable = new Map([...placed].map(([tableId, list]) => [tableId, list.flatMap((unit) => unit.guests)]));
  return { byTable, unplaced };
}

/** Each table's rank by distance from the head table (head tables first); empty without one. */
function headRanks(facts: PlacementFacts): Map<string, number> {
  const heads = facts.tables.filter((table) => table.shape === "head");
  if (!heads.length) return new Map();
  const ordered = tablesByDistance(facts.tables, (table) => Math.min(...heads.map((head) => Math.hypot(table.x - head.x, table.y - head.y))));
  return new Map(ordered.map((table, rank) => [table.id, rank]));
}

function hasCouple(facts: PlacementFacts, unit: Unit): boolean {
  const ids = new Set(unit.guests.map((guest) => guest.id));
  return unit.guests.some((guest) => ids.has(facts.partnerOf.get(guest.id) ?? ""));
}

/** Households joined by "keep together" pairs; a group whose locked guests sit at several tables falls back to its households. */
function units(facts: PlacementFacts, locked: SeatMap, excluded: Set<string>): Unit[] {
  const groups = new Map<string, string[]>();
  for (const [householdId, root] of togetherGroups(facts)) groups.set(root, [...(groups.get(root) ?? []), householdId]);
  const result: Unit[] = [];
  for (const households of groups.values()) {
    const anchors = new Set(households.flatMap((id) => facts.households.get(id)!).flatMap((guest) => locked.get(guest.id)?.tableId ?? []));
    if (anchors.size <= 1) {
      const guests = households.flatMap((id) => facts.households.get(id)!).filter((guest) => !locked.has(guest.id) && !excluded.has(guest.id));
      result.push({ key: households[0]!, guests, households, anchor: [...anchors][0] ?? null });
      continue;
    }
    for (const householdId of households) {
      const members = facts.households.get(householdId)!;
      const unit = householdUnit(facts, householdId, members.filter((guest) => !locked.has(guest.id) && !excluded.has(guest.id)));
      result.push({ ...unit, anchor: mostLockedTable(facts, members, locked) });
    }
  }
  return result.filter((unit) => unit.guests.length > 0);
}

function householdUnit(facts: PlacementFacts, householdId: string, among: PlacementGuest[]): Unit {
  const ids = new Set(among.map((guest) => guest.id));
  return { key: householdId, guests: facts.households.get(householdId)!.filter((guest) => ids.has(guest.id)), households: [householdId], anchor: null };
}

/** The table most of a household's locked guests sit at (the first in the tables' order on a tie), or none. */
function mostLockedTable(facts: PlacementFacts, members: PlacementGuest[], locked: SeatMap): string | null {
  const counts = new Map<string, number>();
  for (const guest of members) {
    const tableId = locked.get(guest.id)?.tableId;
    if (tableId) counts.set(tableId, (counts.get(tableId) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || facts.tableIndex.get(a[0])! - facts.tableIndex.get(b[0])!);
  return ranked[0]?.[0] ?? null;
}

/** The hardest first: anchored units, then families (head table first), access needs, apart pairs, larger units. */
function orderUnits(list: Unit[], familyUnit: (unit: Unit) => boolean, facts: PlacementFacts, apartOf: Map<string, string[]>): Unit[] {
  const keys = (unit: Unit) => [
    unit.anchor ? facts.tableIndex.get(unit.anchor)! : facts.tables.length,
    familyUnit(unit) ? 0 : 1,
    facts.rules.accessNear && unit.guests.some((guest) => guest.need) ? 0 : 1,
    -unit.guests.reduce((count, guest) => count + (apartOf.get(guest.id)?.length ?? 0), 0),
    -unit.guests.length,
  ];
  return list
    .map((unit) => ({ unit, keys: keys(unit) }))
    .sort((a, b) => a.keys.reduce((result, key, index) => result || key - b.keys[index]!, 0) || compare(a.unit.key, b.unit.key))
    .map((entry) => entry.unit);
}
