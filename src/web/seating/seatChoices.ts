import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../domain/seating/plan";
import type { SeatChanges } from "../../domain/seating/types";

/** One guest's move as the seats call takes it: to a table's seat, or off the plan (both null). */
export type SeatMove = SeatChanges["changes"][number];

/** A table's seats in order, each with the guest on it or null for an empty seat. */
export function seatsOf(plan: SeatingPlan, table: SeatingTable): (SeatingGuest | null)[] {
  const seats: (SeatingGuest | null)[] = Array.from({ length: table.seats }, () => null);
  for (const guest of plan.guests) if (guest.tableId === table.id && guest.seat !== null && guest.seat < table.seats) seats[guest.seat] = guest;
  return seats;
}

export function freeSeats(plan: SeatingPlan, table: SeatingTable): number[] {
  return seatsOf(plan, table).flatMap((guest, seat) => (guest ? [] : [seat]));
}

/**
 * A guest to a seat. A seat someone else holds is a swap: that guest takes the mover's old seat,
 * or leaves the plan when the mover had none. A locked guest is never moved by someone else's move.
 */
export function moveTo(plan: SeatingPlan, guestId: string, tableId: string, seat: number): SeatMove[] | "locked" {
  const mover = plan.guests.find((guest) => guest.id === guestId);
  if (!mover) return [];
  const holder = plan.guests.find((guest) => guest.id !== guestId && guest.tableId === tableId && guest.seat === seat);
  if (!holder) return [{ guestId, tableId, seat }];
  if (holder.locked) return "locked";
  return [
    { guestId, tableId, seat },
    { guestId: holder.id, tableId: mover.tableId, seat: mover.seat },
  ];
}

/**
 * Guests to a table's free seats in seat order, a household's guests side by side and never split:
 * a household that does not fit whole is left, and so are the households after it only when
 * they do not fit either.
 */
export function fillTable(plan: SeatingPlan, guestIds: string[], table: SeatingTable): { moves: SeatMove[]; left: string[] } {
  const free = freeSeats(plan, table);
  const chosen = new Set(guestIds);
  const households = new Map<string, string[]>();
  for (const guest of plan.guests) {
    if (!chosen.has(guest.id) || (guest.tableId === table.id && guest.seat !== null)) continue;
    households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest.id]);
  }
  const moves: SeatMove[] = [];
  const left: string[] = [];
  for (const members of households.values()) {
    if (members.length > free.length) {
      left.push(...members);
      continue;
    }
    for (const guestId of members) moves.push({ guestId, tableId: table.id, seat: free.shift()! });
  }
  return { moves, left };
}

/** The moves that put these guests back where they sit in `plan` (an undo's half of a move). */
export function movesBack(plan: SeatingPlan, guestIds: string[]): SeatMove[] {
  const byId = new Map(plan.guests.map((guest) => [guest.id, guest]));
  return guestIds.flatMap((guestId) => {
    const guest = byId.get(guestId);
    return guest ? [{ guestId, tableId: guest.tableId, seat: guest.seat }] : [];
  });
}

/** The moves from one plan's seats to another's, for the guests in both whose seat differs. */
export function seatDifference(from: SeatingPlan, to: SeatingPlan): SeatMove[] {
  const before = new Map(from.guests.map((guest) => [guest.id, guest]));
  return to.guests.flatMap((guest) => {
    const was = before.get(guest.id);
    if (!was || (was.tableId === guest.tableId && was.seat === guest.seat)) return [];
    return [{ guestId: guest.id, tableId: guest.tableId, seat: guest.seat }];
  });
}

/** Initials for a seat too small for a name: "Åsa Öberg" → "ÅÖ". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase("sv")).join("");
}
