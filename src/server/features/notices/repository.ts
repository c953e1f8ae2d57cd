import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { guestEvents, householdInvitations, households, siteNotices } from "../../db/schema";
import { isLinkToken } from "../guestList/linkTokens";

export type NoticeRow = typeof siteNotices.$inferSelect;

/** The site's notices, live and ended, newest first; bounded like the screen that lists them. */
export function listNoticeRows(db: Executor, siteId: string): Promise<NoticeRow[]> {
  return db.select().from(siteNotices).where(eq(siteNotices.siteId, siteId)).orderBy(desc(siteNotices.createdAt), siteNotices.id).limit(200);
}

export async function findNotice(db: Executor, siteId: string, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(siteNotices).where(and(eq(siteNotices.id, id), eq(siteNotices.siteId, siteId)));
  return row;
}

/** Notices still showing: what the cap on live notices counts. */
export async function liveNoticeCount(db: Executor, siteId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteNotices)
    .where(and(eq(siteNotices.siteId, siteId), gt(siteNotices.expiresAt, now)));
  return row?.count ?? 0;
}

/** Serialises the notice writes of one site, so two posts at once cannot pass the cap together. */
export async function lockNotices(tx: Executor, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notices:${siteId}`}, 0))`);
}

export async function isEventOfSite(db: Executor, siteId: string, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: guestEvents.id }).from(guestEvents).where(and(eq(guestEvents.id, eventId), eq(guestEvents.siteId, siteId)));
  return row !== undefined;
}

export async function insertNotice(tx: Executor, values: typeof siteNotices.$inferInsert): Promise<NoticeRow> {
  const [row] = await tx.insert(siteNotices).values(values).returning();
  return row!;
}

export async function updateNotice(db: Executor, siteId: string, id: string, values: Partial<typeof siteNotices.$inferInsert>): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(siteNotices)
    .set(values)
    .where(and(eq(siteNotices.id, id), eq(siteNotices.siteId, siteId)))
    .returning();
  return row;
}

export async function deleteNotice(db: Executor, siteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(siteNotices)
    .where(and(eq(siteNotices.id, id), eq(siteNotices.siteId, siteId)))
    .returning({ id: siteNotices.id });
  return rows.length > 0;
}

/** What a guest page's notices are chosen from: the site's live notices and which of its events are public. */
export interface SiteNoticeFacts {
  notices: Pick<NoticeRow, "id" | "eventId" | "text" | "createdAt" | "editedAt" | "expiresAt">[];
  publicEventIds: string[];
}

/** One statement: the live notices (at most the cap's worth, newest first) and the site's public events. */
export async function siteNoticeFacts(db: Executor, siteId: string, now: Date): Promise<SiteNoticeFacts> {
  const { rows } = await db.execute<{ notices: SiteNoticeFacts["notices"] | null; public_event_ids: string[] | null }>(sql`
    select
      (select json_agg(n) from (
        select id, event_id as "eventId", text, created_at as "createdAt", edited_at as "editedAt", expires_at as "expiresAt"
        from ${siteNotices} where site_id = ${siteId} and expires_at > ${now}
        order by created_at desc, id limit 100) n) as notices,
      (select array_agg(id) from ${guestEvents} where site_id = ${siteId} and is_public) as public_event_ids`);
  const row = rows[0];
  const notices = (row?.notices ?? []).map((notice) => ({
    ...notice,
    createdAt: new Date(notice.createdAt),
    editedAt: notice.editedAt && new Date(notice.editedAt),
    expiresAt: new Date(notice.expiresAt),
  }));
  return { notices, publicEventIds: row?.public_event_ids ?? [] };
}

/** The events a personal link's household is invited to; undefined for a token that is no household of the site. */
export async function invitedEventIds(db: Executor, siteId: string, token: string): Promise<string[] | undefined> {
  if (!isLinkToken(token)) return undefined;
  const { rows } = await db.execute<{ event_ids: string[] }>(sql`
    select coalesce((select array_agg(i.event_id) from ${householdInvitations} i where i.household_id = h.id), '{}') as event_ids
    from ${households} h where h.site_id = ${siteId} and h.link_token = ${token}`);
  return rows[0]?.event_ids;
}

/** The live notices an event's guests read (for everyone, or for that event), newest first: the evening-before mail repeats them. */
export async function eventNoticeTexts(db: Executor, siteId: string, eventId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ text: siteNotices.text })
    .from(siteNotices)
    .where(and(eq(siteNotices.siteId, siteId), gt(siteNotices.expiresAt, now), or(isNull(siteNotices.eventId), eq(siteNotices.eventId, eventId))))
    .orderBy(desc(siteNotices.createdAt), siteNotices.id);
  return rows.map((row) => row.text);
}
