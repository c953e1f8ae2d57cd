import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../../domain/seating/plan";

export interface PlacedGuest {
  guest: SeatingGuest;
  table: SeatingTable;
  seat: number;
}

/** The plan's tables in the order they were made (their order in every list and export). */
export const tablesInOrder = (plan: SeatingPlan): SeatingTable[] => [...plan.tables].sort((a, b) => a.position - b.position);

/** Every placed guest, by table (in the tables' order) then by seat: the place cards' and the caterer's order. */
export function placedByTable(plan: SeatingPlan): PlacedGuest[] {
  const order = new Map(tablesInOrder(plan).map((table, index) => [table.id, { table, index }]));
  return plan.guests
    .flatMap((guest) => {
      const at = guest.tableId === null || guest.seat === null ? undefined : order.get(guest.tableId);
      return at ? [{ guest, table: at.table, seat: guest.seat!, index: at.index }] : [];
    })
    .sort((a, b) => a.index - b.index || a.seat - b.seat)
    .map(({ guest, table, seat }) => ({ guest, table, seat }));
}

/** Every placed guest by name, as the site's language sorts (å, ä, ö last in Swedish; æ, ø, å in Danish). */
export function placedByName(plan: SeatingPlan, language: string): PlacedGuest[] {
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  return placedByTable(plan).sort((a, b) => collator.compare(a.guest.name, b.guest.name) || a.table.position - b.table.position || a.seat - b.seat);
}
