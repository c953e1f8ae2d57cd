import type { SeatingPlan } from "../../../domain/seating/plan";
import { tablesInOrder } from "./placedGuests";

/** One guest on the caterer's list: seat numbers start at 1, as people count. */
export interface CatererGuest {
  seat: number;
  name: string;
  child: boolean;
  dietary: string;
}

export interface CatererCounts {
  guests: number;
  children: number;
  specialDiets: number;
}

export interface CatererTable {
  name: string;
  seats: number;
  guests: CatererGuest[];
  counts: CatererCounts;
}

export interface CatererList {
  tables: CatererTable[];
  counts: CatererCounts;
}

const count = (guests: CatererGuest[]): CatererCounts => ({
  guests: guests.length,
  children: guests.filter((guest) => guest.child).length,
  specialDiets: guests.filter((guest) => guest.dietary !== "").length,
});

/**
 * What the caterer needs per table: who sits on which seat, the children and the dietary
 * answers, counted per table and for the whole evening. Tables without guests are left out;
 * unplaced guests are not on it (the caterer serves tables).
 */
export function catererList(plan: SeatingPlan): CatererList {
  const tables = tablesInOrder(plan)
    .map((table) => {
      const guests = plan.guests
        .filter((guest) => guest.tableId === table.id && guest.seat !== null)
        .sort((a, b) => a.seat! - b.seat!)
        .map((guest) => ({ seat: guest.seat! + 1, name: guest.name, child: guest.child, dietary: guest.dietary.trim() }));
      return { name: table.name, seats: table.seats, guests, counts: count(guests) };
    })
    .filter((table) => table.guests.length > 0);
  return { tables, counts: count(tables.flatMap((table) => table.guests)) };
}
