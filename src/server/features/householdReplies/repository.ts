import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { HouseholdReply } from "../../../domain/guestList/reply";
import type { Executor } from "../../db/client";
import { guestListSettings, householdReplies, households } from "../../db/schema";
import type { SendGuard } from "../guestForms/sendGuard";
import { listGuestEvents, type GuestEventRow } from "../guestList/eventRepository";
import type { HouseholdRow } from "../guestList/repository";

export interface StoredReply {
  id: string;
  reply: HouseholdReply;
  createdAt: Date;
}

/** The household's answer: its latest reply, or none before the first. */
export async function latestReply(db: Executor, householdId: string): Promise<StoredReply | undefined> {
  const [row] = await db
    .select({ id: householdReplies.id, reply: householdReplies.reply, createdAt: householdReplies.createdAt })
    .from(householdReplies)
    .where(eq(householdReplies.householdId, householdId))
    .orderBy(desc(householdReplies.createdAt), desc(householdReplies.id))
    .limit(1);
  return row;
}

/** Every reply of the household, newest first: its answer and the history of its changes. */
export function listReplies(db: Executor, householdId: string): Promise<StoredReply[]> {
  return db
    .select({ id: householdReplies.id, reply: householdReplies.reply, createdAt: householdReplies.createdAt })
    .from(householdReplies)
    .where(eq(householdReplies.householdId, householdId))
    .orderBy(desc(householdReplies.createdAt), desc(householdReplies.id));
}

/** How many replies the household has sent (more than one: it changed its answer). */
export async function replyCount(db: Executor, householdId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(householdReplies).where(eq(householdReplies.householdId, householdId));
  return row!.count;
}

/** The owner's stored RSVP deadline of the site, or null. */
export async function rsvpDeadline(db: Executor, siteId: string): Promise<Date | null> {
  const [row] = await db.select({ deadline: guestListSettings.rsvpDeadline }).from(guestListSettings).where(eq(guestListSettings.siteId, siteId));
  return row?.deadline ?? null;
}

/** The first visit through the personal link; later visits leave the time as it is. */
export async function markLinkOpened(db: Executor, householdId: string, now: Date): Promise<void> {
  await db.update(households).set({ linkFirstOpenedAt: now }).where(and(eq(households.id, householdId), isNull(households.linkFirstOpenedAt)));
}

/**
 * Stores a reply in one statement with its post key's use (`guard`), so a double submit with
 * the same key stores once. Returns the new row, or undefined when the key was not usable
 * (already used, unknown, expired).
 */
export async function insertGuardedReply(tx: Executor, guard: SendGuard, values: { siteId: string; householdId: string; reply: HouseholdReply; now: Date }): Promise<StoredReply | undefined> {
  const { rows } = await tx.execute<{ id: string; created_at: string | Date }>(sql`
    with ${guard.ctes}
    insert into ${householdReplies} (site_id, household_id, reply, created_at)
    select ${values.siteId}, ${values.householdId}, ${JSON.stringify(values.reply)}::jsonb, ${values.now} where exists (select 1 from used where ok)
    returning id, created_at`);
  const row = rows[0];
  return row ? { id: row.id, reply: values.reply, createdAt: new Date(row.created_at) } : undefined;
}

/** The owner's change of a household's answer: a reply row like any other. */
export async function insertReply(db: Executor, values: { siteId: string; householdId: string; reply: HouseholdReply; now: Date }): Promise<StoredReply> {
  const [row] = await db
    .insert(householdReplies)
    .values({ siteId: values.siteId, householdId: values.householdId, reply: values.reply, createdAt: values.now })
    .returning({ id: householdReplies.id, reply: householdReplies.reply, createdAt: householdReplies.createdAt });
  return row!;
}

/** The events a household answers, in the site's order: those it is invited to. */
export async function invitedEvents(db: Executor, siteId: string, household: Pick<HouseholdRow, "eventIds">): Promise<GuestEventRow[]> {
  const invited = new Set(household.eventIds);
  return (await listGuestEvents(db, siteId)).filter((event) => invited.has(event.id));
}
