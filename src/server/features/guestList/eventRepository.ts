import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { GuestEventValues } from "../../../domain/guestList/types";
import type { Executor } from "../../db/client";
import { guestEvents } from "../../db/schema";

export type GuestEventRow = typeof guestEvents.$inferSelect;

const eventValues = ({ startsAt, endsAt, ...values }: GuestEventValues) => ({
  ...values,
  startsAt: startsAt ? new Date(startsAt) : null,
  endsAt: endsAt ? new Date(endsAt) : null,
});

export const listGuestEvents = (db: Executor, siteId: string): Promise<GuestEventRow[]> =>
  db.select().from(guestEvents).where(eq(guestEvents.siteId, siteId)).orderBy(asc(guestEvents.position), asc(guestEvents.id));

/** One of the site's events (the caller checked that the id is a uuid). */
export async function findGuestEvent(db: Executor, siteId: string, eventId: string): Promise<GuestEventRow | undefined> {
  const [row] = await db.select().from(guestEvents).where(and(eq(guestEvents.siteId, siteId), eq(guestEvents.id, eventId)));
  return row;
}

/** The drawn maps of the site's events (at most one an event). */
export async function listEventMaps(db: Executor, siteId: string): Promise<NonNullable<GuestEventRow["map"]>[]> {
  const rows = await db.select({ map: guestEvents.map }).from(guestEvents).where(and(eq(guestEvents.siteId, siteId), isNotNull(guestEvents.map)));
  return rows.flatMap((row) => (row.map ? [row.map] : []));
}

/** How many of `ids` are events of this site. */
export async function countOwnEvents(db: Executor, siteId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(guestEvents).where(and(eq(guestEvents.siteId, siteId), inArray(guestEvents.id, ids)));
  return row!.count;
}

/** A new event goes last. */
export async function insertGuestEvent(tx: Executor, siteId: string, values: GuestEventValues, now: Date): Promise<GuestEventRow> {
  const [row] = await tx
    .insert(guestEvents)
    .values({ siteId, ...eventValues(values), updatedAt: now, position: sql`(select coalesce(max(position) + 1, 0) from ${guestEvents} where site_id = ${siteId})` })
    .returning();
  return row!;
}

/** Each change counts (the calendar files' SEQUENCE grows with it). */
export async function updateGuestEvent(db: Executor, siteId: string, eventId: string, values: GuestEventValues, now: Date): Promise<GuestEventRow | undefined> {
  const [row] = await db
    .update(guestEvents)
    .set({ ...eventValues(values), revision: sql`${guestEvents.revision} + 1`, updatedAt: now })
    .where(and(eq(guestEvents.siteId, siteId), eq(guestEvents.id, eventId)))
    .returning();
  return row;
}

/** Deletes the event and, by cascade, the invitations to it. */
export async function deleteGuestEvent(db: Executor, siteId: string, eventId: string): Promise<boolean> {
  const deleted = await db.delete(guestEvents).where(and(eq(guestEvents.siteId, siteId), eq(guestEvents.id, eventId))).returning({ id: guestEvents.id });
  return deleted.length > 0;
}

/** Positions follow the given order (the caller checked it names every event of the site once). */
export async function reorderGuestEvents(tx: Executor, siteId: string, eventIds: string[]): Promise<void> {
  await tx.execute(sql`
    update ${guestEvents} e set position = ordered.position - 1
    from unnest(${sql.param(eventIds)}::uuid[]) with ordinality as ordered(id, position)
    where e.id = ordered.id and e.site_id = ${siteId}`);
}
