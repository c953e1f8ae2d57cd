import type { SeatingPlan } from "./plan";
import type { PlacedSeat, PlacementInput } from "./placementTypes";

/** A plan as the owner's calls answer it, as the placement reads it: a locked guest with a seat keeps it. */
export function placementInput(plan: SeatingPlan): PlacementInput {
  return {
    tables: plan.tables.map(({ id, shape, seats, x, y, nearExit, nearSpeakers, position }) => ({ id, shape, seats, x, y, nearExit, nearSpeakers, position })),
    guests: plan.guests.map((guest) => ({
      id: guest.id,
      householdId: guest.householdId,
      child: guest.child,
      role: guest.role,
      need: guest.need,
      family: guest.family,
      locked: guest.locked && guest.tableId !== null && guest.seat !== null ? { tableId: guest.tableId, seat: guest.seat } : null,
    })),
    rules: plan.rules,
  };
}

/** The plan's guests who have a seat. */
export function placedSeats(plan: SeatingPlan): PlacedSeat[] {
  return plan.guests.flatMap((guest) => (guest.tableId !== null && guest.seat !== null ? [{ guestId: guest.id, tableId: guest.tableId, seat: guest.seat }] : []));
}
