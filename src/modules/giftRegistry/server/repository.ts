import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../../server/db/client";
import { giftContributions, giftReservations, households } from "../../../server/db/schema";
import type { GiftReservation } from "../schema";

export interface ItemRef {
  siteId: string;
  moduleId: string;
  itemId: string;
}

/**
 * Every reservation of the site summed per gift, with the kronor pledged to it (what the API
 * answers as giftRegistryReservations; `guestReservations` drops the totals guests may not see).
 */
export async function listReservations(db: Executor, siteId: string): Promise<GiftReservation[]> {
  // One after the other: `db` is often a transaction, whose one connection takes one query at a time.
  const reserved = await db
    .select({ itemId: giftReservations.itemId, quantity: sql<number>`sum(${giftReservations.quantity})::int` })
    .from(giftReservations)
    .where(eq(giftReservations.siteId, siteId))
    .groupBy(giftReservations.itemId);
  const given = await db
    .select({ itemId: giftContributions.itemId, amount: sql<number>`sum(${giftContributions.amountKronor})::int` })
    .from(giftContributions)
    .where(eq(giftContributions.siteId, siteId))
    .groupBy(giftContributions.itemId);
  const byItem = new Map<string, GiftReservation>();
  for (const row of reserved) if (row.quantity > 0) byItem.set(row.itemId, { giftRegistryId: row.itemId, quantityReserved: row.quantity });
  for (const row of given) byItem.set(row.itemId, { giftRegistryId: row.itemId, quantityReserved: byItem.get(row.itemId)?.quantityReserved ?? 0, amountGiven: row.amount });
  return [...byItem.values()].sort((a, b) => (a.giftRegistryId < b.giftRegistryId ? -1 : a.giftRegistryId > b.giftRegistryId ? 1 : 0));
}

const ofItem = (item: ItemRef) =>
  and(eq(giftReservations.siteId, item.siteId), eq(giftReservations.moduleId, item.moduleId), eq(giftReservations.itemId, item.itemId));

/**
 * Serialises every change to one gift's reservations until the transaction ends: parallel
 * requests for the same gift wait here, so each sees the total the previous one left.
 */
export async function lockItem(tx: Executor, item: ItemRef): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gift:${item.siteId}:${item.moduleId}:${item.itemId}`}, 0))`);
}

export async function reservedTotal(tx: Executor, item: ItemRef): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${giftReservations.quantity}), 0)::int` }).from(giftReservations).where(ofItem(item));
  return row?.total ?? 0;
}

export async function givenTotal(tx: Executor, item: ItemRef): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${giftContributions.amountKronor}), 0)::int` })
    .from(giftContributions)
    .where(and(eq(giftContributions.siteId, item.siteId), eq(giftContributions.moduleId, item.moduleId), eq(giftContributions.itemId, item.itemId)));
  return row?.total ?? 0;
}

export type NewContribution = Omit<typeof giftContributions.$inferInsert, "id" | "receivedAt" | "thankedAt">;

export async function insertContribution(tx: Executor, contribution: NewContribution): Promise<string> {
  const [row] = await tx.insert(giftContributions).values(contribution).returning({ id: giftContributions.id });
  return row!.id;
}

/** The household whose personal link `token` is, on this site. */
export async function householdIdOfLink(db: Executor, siteId: string, token: string): Promise<string | undefined> {
  const [row] = await db.select({ id: households.id }).from(households).where(and(eq(households.siteId, siteId), eq(households.linkToken, token)));
  return row?.id;
}

export type ReservationGiver = Pick<typeof giftReservations.$inferInsert, "giverName" | "language" | "householdId">;

export async function insertReservation(tx: Executor, item: ItemRef, quantity: number, password: StoredPassword, reserverHash: string | null, now: Date, giver: ReservationGiver): Promise<void> {
  await tx.insert(giftReservations).values({ ...item, quantity, ...password, reserverHash, ...giver, createdAt: now });
}

export interface StoredPassword {
  passwordHash: string;
  passwordLookup: string;
}

export interface CandidateRow {
  id: string;
  passwordHash: string;
  passwordLookup: string | null;
  reserverHash: string | null;
}

/** The gift's rows in the password's bucket, and those made before buckets existed (no lookup). */
export async function candidateReservations(db: Executor, item: ItemRef, passwordLookup: string): Promise<CandidateRow[]> {
  return db
    .select({ id: giftReservations.id, passwordHash: giftReservations.passwordHash, passwordLookup: giftReservations.passwordLookup, reserverHash: giftReservations.reserverHash })
    .from(giftReservations)
    .where(and(ofItem(item), or(eq(giftReservations.passwordLookup, passwordLookup), isNull(giftReservations.passwordLookup))));
}

/** The rows among `ids` that still exist, newest first (cancelling takes back the latest first). */
export async function reservationsById(tx: Executor, ids: string[]): Promise<{ id: string; quantity: number }[]> {
  if (!ids.length) return [];
  return tx
    .select({ id: giftReservations.id, quantity: giftReservations.quantity })
    .from(giftReservations)
    .where(inArray(giftReservations.id, ids))
    .orderBy(sql`${giftReservations.createdAt} desc`);
}

export async function setReservationQuantity(tx: Executor, id: string, quantity: number): Promise<void> {
  if (quantity <= 0) await tx.delete(giftReservations).where(eq(giftReservations.id, id));
  else await tx.update(giftReservations).set({ quantity }).where(eq(giftReservations.id, id));
}
