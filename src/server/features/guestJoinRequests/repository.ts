import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { guestJoinRequests, households } from "../../db/schema";
import type { JoinRequestStatus } from "../../../domain/guestList/joinRequests";

export type JoinRequestRow = typeof guestJoinRequests.$inferSelect;

/** A site keeps a guest list once it has a household or an event (decision 103). */
export async function hasGuestList(db: Executor, siteId: string): Promise<boolean> {
  const [row] = await db.execute<{ has: boolean }>(
    sql`select exists(select 1 from ${households} where site_id = ${siteId}) as has`,
  ).then((result) => result.rows);
  return row?.has ?? false;
}

/** Requests a site took since `since`, and those still waiting for the couple. */
export async function requestCounts(db: Executor, siteId: string, since: Date): Promise<{ recent: number; pending: number }> {
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${guestJoinRequests.createdAt} > ${since})::int`,
      pending: sql<number>`count(*) filter (where ${guestJoinRequests.status} = 'pending')::int`,
    })
    .from(guestJoinRequests)
    .where(eq(guestJoinRequests.siteId, siteId));
  return row ?? { recent: 0, pending: 0 };
}

export async function insertJoinRequest(db: Executor, values: { siteId: string; name: string; mail: string; message: string; language: string; now: Date }): Promise<JoinRequestRow> {
  const [row] = await db
    .insert(guestJoinRequests)
    .values({ siteId: values.siteId, name: values.name, mail: values.mail, message: values.message, language: values.language, createdAt: values.now })
    .returning();
  return row!;
}

/** The site's requests, waiting ones first, then the newest; bounded like the list it sits beside. */
export function listJoinRequests(db: Executor, siteId: string): Promise<JoinRequestRow[]> {
  return db
    .select()
    .from(guestJoinRequests)
    .where(eq(guestJoinRequests.siteId, siteId))
    .orderBy(sql`${guestJoinRequests.status} = 'pending' desc`, desc(guestJoinRequests.createdAt))
    .limit(300);
}

/** One request of the site, locked until the transaction ends: a double tap waits for the first. */
export async function lockJoinRequest(tx: Executor, siteId: string, requestId: string): Promise<JoinRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(guestJoinRequests)
    .where(and(eq(guestJoinRequests.id, requestId), eq(guestJoinRequests.siteId, siteId)))
    .for("update");
  return row;
}

export async function decideJoinRequest(tx: Executor, requestId: string, status: JoinRequestStatus, householdId: string | null, now: Date): Promise<JoinRequestRow> {
  const [row] = await tx.update(guestJoinRequests).set({ status, householdId, decidedAt: now }).where(eq(guestJoinRequests.id, requestId)).returning();
  return row!;
}
