import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { DEFAULT_SEATING_RULES, type SeatingRules, type TableValues } from "../../../domain/seating/types";
import type { Executor } from "../../db/client";
import { householdGuests, households, seatingGuests, seatingNotices, seatingPlans, seatingTables } from "../../db/schema";

/**
 * Makes the event's plan on its first write (insert … on conflict do nothing) and locks its row
 * for the transaction, so two writes to one plan (two tabs, a reply freeing a seat) take turns.
 */
export async function lockPlan(tx: Executor, siteId: string, eventId: string, now: Date): Promise<{ id: string; revision: number }> {
  await tx.insert(seatingPlans).values({ siteId, eventId, rules: DEFAULT_SEATING_RULES, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: seatingPlans.eventId });
  const [plan] = await tx.select({ id: seatingPlans.id, revision: seatingPlans.revision }).from(seatingPlans).where(eq(seatingPlans.eventId, eventId)).for("update");
  return plan!;
}

/** Every write to a plan counts: a page that drew an older revision learns it is behind. */
export async function bumpRevision(tx: Executor, planId: string, now: Date, change: Partial<{ rules: SeatingRules; openSearch: boolean }> = {}): Promise<void> {
  await tx
    .update(seatingPlans)
    .set({ ...change, revision: sql`${seatingPlans.revision} + 1`, updatedAt: now })
    .where(eq(seatingPlans.id, planId));
}

export async function insertTable(tx: Executor, planId: string, values: TableValues, position: number): Promise<void> {
  await tx.insert(seatingTables).values({ planId, ...values, position });
}

export async function updateTable(tx: Executor, tableId: string, values: Partial<TableValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(seatingTables).set(values).where(eq(seatingTables.id, tableId));
}

/** Deletes a table; its guests become unplaced (the foreign key would empty only the table, not the seat number), their marks stay. */
export async function deleteTable(tx: Executor, tableId: string): Promise<void> {
  await tx.update(seatingGuests).set({ tableId: null, seat: null }).where(eq(seatingGuests.tableId, tableId));
  await tx.delete(seatingTables).where(eq(seatingTables.id, tableId));
}

export async function insertNotices(tx: Executor, planId: string, notices: { kind: "declined" | "tableDeleted"; guestName: string; tableName: string | null }[], now: Date): Promise<void> {
  if (notices.length > 0) await tx.insert(seatingNotices).values(notices.map((notice) => ({ planId, ...notice, createdAt: now })));
}

export async function dismissNotices(tx: Executor, planId: string, now: Date): Promise<void> {
  await tx
    .update(seatingNotices)
    .set({ dismissedAt: now })
    .where(and(eq(seatingNotices.planId, planId), isNull(seatingNotices.dismissedAt)));
}

/**
 * Moves guests at once: their seats are emptied first and then taken, so a swap within the call
 * never meets the (table, seat) unique index halfway. The caller has checked that no seat is
 * taken by a guest not in the call.
 */
export async function writeSeats(tx: Executor, planId: string, changes: { guestId: string; tableId: string | null; seat: number | null }[]): Promise<void> {
  if (changes.length === 0) return;
  const guestIds = changes.map((change) => change.guestId);
  await tx
    .update(seatingGuests)
    .set({ tableId: null, seat: null })
    .where(and(eq(seatingGuests.planId, planId), inArray(seatingGuests.guestId, guestIds)));
  await tx
    .insert(seatingGuests)
    .values(changes.map(({ guestId, tableId, seat }) => ({ planId, guestId, tableId, seat })))
    .onConflictDoUpdate({ target: [seatingGuests.planId, seatingGuests.guestId], set: { tableId: sql`excluded.table_id`, seat: sql`excluded.seat` } });
}

export interface MarkValues {
  locked?: boolean;
  role?: string | null;
  need?: string | null;
  family?: boolean;
}

/** Sets the given marks on guests (a guest without a row gets one, unplaced); marks left out stay. */
export async function writeMarks(tx: Executor, planId: string, guestIds: string[], marks: MarkValues): Promise<void> {
  const set = Object.fromEntries(Object.entries(marks).filter(([, value]) => value !== undefined));
  const insert = tx.insert(seatingGuests).values(guestIds.map((guestId) => ({ planId, guestId, ...set })));
  const keys = Object.keys(set) as (keyof MarkValues)[];
  if (keys.length === 0) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [seatingGuests.planId, seatingGuests.guestId], set: Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${key}`)])) });
}

/** Of these guest ids, those of a household of the site: a guest of another site is a 404, one not coming a 422. */
export async function guestsOfSite(db: Executor, siteId: string, guestIds: string[]): Promise<Set<string>> {
  if (guestIds.length === 0) return new Set();
  const rows = await db
    .select({ id: householdGuests.id })
    .from(householdGuests)
    .innerJoin(households, eq(households.id, householdGuests.householdId))
    .where(and(eq(households.siteId, siteId), inArray(householdGuests.id, guestIds)));
  return new Set(rows.map((row) => row.id));
}
