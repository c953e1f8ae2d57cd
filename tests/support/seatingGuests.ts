import { GUESTS_PER_SITE } from "../../src/domain/guestList/limits";
import { SEATING_PAIRS_MAX, SEATING_TABLES_PER_PLAN, SEATS_PER_TABLE_MAX } from "../../src/domain/seating/limits";
import type { PlacementGuest, PlacementInput, PlacementTable } from "../../src/domain/seating/placementTypes";
import { DEFAULT_SEATING_RULES, type SeatingRules } from "../../src/domain/seating/types";

/** Placement inputs for tests and the benchmark: tables, guests and rules with readable ids. */

export function table(id: string, seats: number, values: Partial<PlacementTable> = {}): PlacementTable {
  return { id, shape: "round", seats, x: 100, y: 100, nearExit: false, nearSpeakers: false, position: 0, ...values };
}

export function guest(id: string, householdId: string, values: Partial<PlacementGuest> = {}): PlacementGuest {
  return { id, householdId, child: false, role: null, need: null, family: false, locked: null, ...values };
}

/** Only the rules named are on (the defaults switch several on). */
export function onlyRules(rules: Partial<SeatingRules> = {}): SeatingRules {
  return { ...DEFAULT_SEATING_RULES, splitCouples: false, alternatePartners: false, accessNear: false, familiesNearHead: false, ...rules };
}

/**
 * A wedding of 150 guests on 15 tables of 10 (a head table of 10 at the top of the room, the
 * rest round, two near the exit, one near the speakers): households of 1–5 (couples with
 * children, single guests), dam and herre marked on most couples, some family, a few access
 * needs and apart and together pairs. Made from a fixed seed: the same every run.
 */
/** Three couples marked dam and herre, each its own household: Åsa and Bo, Cia and Dan, Eva and Fredrik. */
export const threeCouples: PlacementGuest[] = [
  guest("asa", "h1", { role: "dam" }),
  guest("bo", "h1", { role: "herre" }),
  guest("cia", "h2", { role: "dam" }),
  guest("dan", "h2", { role: "herre" }),
  guest("eva", "h3", { role: "dam" }),
  guest("fredrik", "h3", { role: "herre" }),
];

export function weddingOf150(rules: Partial<SeatingRules> = {}): PlacementInput {
  const random = seeded(35);
  const tables: PlacementTable[] = [table("bord-00", 10, { shape: "head", x: 1000, y: 120, position: 0, nearSpeakers: true })];
  for (let index = 1; index < 15; index++) {
    const name = `bord-${String(index).padStart(2, "0")}`;
    tables.push(table(name, 10, { x: 250 + ((index - 1) % 5) * 375, y: 420 + Math.floor((index - 1) / 5) * 330, position: index, nearExit: index === 10 || index === 14, nearSpeakers: index === 2 }));
  }
  const guests: PlacementGuest[] = [];
  const sizes = [1, 2, 2, 2, 3, 4, 5];
  for (let household = 0; guests.length < 150; household++) {
    const householdId = `hushall-${String(household).padStart(3, "0")}`;
    const size = Math.min(150 - guests.length, sizes[Math.floor(random() * sizes.length)]!);
    const family = household < 6;
    const marked = random() < 0.8;
    for (let member = 0; member < size; member++) {
      const child = member >= 2;
      const role = !child && marked && size >= 2 ? (member === 0 ? "dam" : "herre") : null;
      guests.push(guest(`${householdId}-gast-${member}`, householdId, { child, role, family }));
    }
  }
  guests[20] = { ...guests[20]!, need: "exit" };
  guests[77] = { ...guests[77]!, need: "exit" };
  guests[101] = { ...guests[101]!, need: "speakers" };
  const pair = (a: number, b: number): [string, string] => [guests[a]!.id, guests[b]!.id];
  return {
    tables,
    guests,
    rules: { ...DEFAULT_SEATING_RULES, alternatePartners: true, apart: [pair(30, 90), pair(45, 120), pair(60, 140)], together: [pair(35, 110), pair(50, 130)], ...rules },
  };
}

/** The same input with its tables and guests listed in another order. */
export function shuffled(input: PlacementInput, seed: number): PlacementInput {
  const random = seeded(seed);
  const shuffle = <T>(items: T[]) => items.map((item) => ({ item, key: random() })).sort((a, b) => a.key - b.key).map((entry) => entry.item);
  return { ...input, tables: shuffle(input.tables), guests: shuffle(input.guests), rules: { ...input.rules, apart: shuffle(input.rules.apart.map(([a, b]) => [b, a])), together: shuffle(input.rules.together) } };
}

/** mulberry32: a small seeded generator, so the wedding is the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The largest plan the bounds allow: 100 tables of 40 seats, a full guest list of 3,000 guests in
 * 1,000 households of three (a marked couple and a child), 100 apart and 100 together pairs.
 */
export function largestPlan(): PlacementInput {
  const tables = Array.from({ length: SEATING_TABLES_PER_PLAN }, (_, index) =>
    table(`bord-${String(index).padStart(3, "0")}`, SEATS_PER_TABLE_MAX, { shape: index === 0 ? "head" : index % 2 ? "round" : "long", x: (index % 10) * 200, y: Math.floor(index / 10) * 140, position: index, nearExit: index % 7 === 0 }),
  );
  const guests = Array.from({ length: GUESTS_PER_SITE }, (_, index) => {
    const member = index % 3;
    return guest(`gast-${String(index).padStart(4, "0")}`, `hushall-${String(Math.floor(index / 3)).padStart(4, "0")}`, {
      child: member === 2,
      role: member === 0 ? "dam" : member === 1 ? "herre" : null,
      family: index < 60,
      need: index % 97 === 0 ? "exit" : null,
    });
  });
  const pair = (a: number, b: number): [string, string] => [guests[a % guests.length]!.id, guests[b % guests.length]!.id];
  const pairs = (step: number, offset: number) => Array.from({ length: SEATING_PAIRS_MAX }, (_, index) => pair(index * step, index * step + offset));
  return { tables, guests, rules: { ...DEFAULT_SEATING_RULES, alternatePartners: true, apart: pairs(29, 1501), together: pairs(31, 700) } };
}
