import { and, eq, sql } from "drizzle-orm";
import { HOUSEHOLDS_PER_SITE } from "../../../domain/guestList/limits";
import type { PerHousehold } from "../../../domain/orders/orderPayload";
import type { Executor } from "../../db/client";
import { guestEvents, householdInvitations, households } from "../../db/schema";
import { ApiError } from "../../http/errors";

/** What an order prints: `quantity` identical cards, or one per household in `householdIds` (then the quantity is their number). */
export interface OrderCards {
  quantity: number;
  householdIds: string[] | null;
}

/**
 * The households one card each goes to (decision 105): every household on the site's list, or
 * those invited to the event, by name as the guest list sorts them. Each has a personal link.
 */
export async function householdsForCards(db: Executor, siteId: string, { eventId }: PerHousehold): Promise<string[]> {
  if (eventId) {
    const [event] = await db.select({ id: guestEvents.id }).from(guestEvents).where(and(eq(guestEvents.id, eventId), eq(guestEvents.siteId, siteId)));
    if (!event) throw new ApiError(422, "invalidInput", "No such event on this site", ["perHousehold.eventId"]);
  }
  const invited = eventId ? sql`and exists (select 1 from ${householdInvitations} i where i.household_id = ${households.id} and i.event_id = ${eventId})` : sql``;
  const rows = await db.execute<{ id: string }>(sql`select ${households.id} as id from ${households} where ${households.siteId} = ${siteId} ${invited} order by lower(${households.name}), ${households.id} limit ${HOUSEHOLDS_PER_SITE + 1}`);
  const ids = rows.rows.map((row) => row.id);
  if (ids.length === 0) throw new ApiError(422, "noHouseholds", "There are no households to print cards for", ["perHousehold"]);
  if (ids.length > HOUSEHOLDS_PER_SITE) throw new ApiError(422, "tooManyHouseholds", `At most ${HOUSEHOLDS_PER_SITE} households`, ["perHousehold"]);
  return ids;
}

/** The order's cards from its payload: the quantity as chosen, or the number of households. */
export async function orderCards(db: Executor, siteId: string, payload: { quantity?: number; perHousehold?: PerHousehold }): Promise<OrderCards> {
  if (!payload.perHousehold) return { quantity: payload.quantity!, householdIds: null };
  const householdIds = await householdsForCards(db, siteId, payload.perHousehold);
  return { quantity: householdIds.length, householdIds };
}
