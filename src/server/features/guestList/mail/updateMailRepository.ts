import { and, desc, eq, sql } from "drizzle-orm";
import type { UpdateMailRecipients, UpdateMailText } from "../../../../domain/guestList/updateMails";
import type { Executor } from "../../../db/client";
import { householdInvitations, householdReplies, households, updateMails } from "../../../db/schema";
import { householdAnswered } from "../answered";

export type UpdateMailRow = typeof updateMails.$inferSelect;

/** Stores an update mail once per id; answers the stored row of this site (the first one when the same id came before), or nothing for another site's id. */
export async function insertUpdateMail(tx: Executor, row: typeof updateMails.$inferInsert): Promise<{ row: UpdateMailRow; created: boolean } | undefined> {
  const [created] = await tx.insert(updateMails).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const existing = await findUpdateMail(tx, row.siteId, row.id!);
  return existing && { row: existing, created: false };
}

/** One of the site's update mails, locked for the caller's transaction when asked. */
export async function findUpdateMail(db: Executor, siteId: string, id: string, lock = false): Promise<UpdateMailRow | undefined> {
  const query = db.select().from(updateMails).where(and(eq(updateMails.id, id), eq(updateMails.siteId, siteId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function findUpdateMailSite(db: Executor, id: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ site_id: string }>(sql`select site_id from ${updateMails} where id = ${id}`);
  return rows[0]?.site_id;
}

export async function updateMailTexts(db: Executor, siteId: string, id: string): Promise<Record<string, UpdateMailText>> {
  return (await findUpdateMail(db, siteId, id))?.texts ?? {};
}

export function listUpdateMailRows(db: Executor, siteId: string): Promise<UpdateMailRow[]> {
  return db.select().from(updateMails).where(eq(updateMails.siteId, siteId)).orderBy(desc(updateMails.createdAt), updateMails.id);
}

/** Scheduled update mails that have not gone and are not cancelled. */
export async function waitingUpdateMails(tx: Executor, siteId: string): Promise<number> {
  const { rows } = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from ${updateMails} where site_id = ${siteId} and queued_at is null and cancelled_at is null`);
  return rows[0]!.count;
}

export async function markUpdateMail(tx: Executor, id: string, field: "queuedAt" | "cancelledAt", now: Date): Promise<void> {
  await tx.update(updateMails).set({ [field]: now }).where(eq(updateMails.id, id));
}

/** A household as the recipients' filter sees it. */
type RecipientRow = {
  id: string;
  name: string;
  mail: string | null;
  tags: string[];
  eventIds: string[];
  answered: boolean;
  remindersStopped: boolean;
  /** Per guest, per event: coming (true), not (false), by the household's latest reply. */
  attending: Record<string, boolean | null>[];
};

/**
 * The households an update goes to: those named, or those matching every dimension given (any
 * of the events, any of the tags, any of the answers), that have an address and did not stop
 * further mails. A household is coming when one of its guests comes to one of the chosen events
 * (any of its events when none is chosen), not coming when it answered otherwise (decision 104).
 */
export async function updateRecipients(db: Executor, siteId: string, filter: UpdateMailRecipients): Promise<{ id: string; name: string }[]> {
  const named = "householdIds" in filter ? sql`and h.id = any(${sql.param(filter.householdIds)}::uuid[])` : sql``;
  const { rows } = await db.execute<RecipientRow>(sql`
    select h.id, h.name, h.mail, h.tags,
      coalesce((select array_agg(i.event_id) from ${householdInvitations} i where i.household_id = h.id), '{}') as "eventIds",
      ${householdAnswered(sql`h.id`)} as answered,
      h.reminders_stopped_at is not null as "remindersStopped",
      coalesce((select jsonb_path_query_array(r.reply, '$.guests[*].attending') from ${householdReplies} r
        where r.household_id = h.id order by r.created_at desc, r.id desc limit 1), '[]'::jsonb) as attending
    from ${households} h
    where h.site_id = ${siteId} ${named}
    order by lower(h.name), h.id`);
  const matches = (row: RecipientRow) => {
    if ("householdIds" in filter) return true;
    const events = filter.eventIds?.length ? row.eventIds.filter((id) => filter.eventIds!.includes(id)) : row.eventIds;
    if (filter.eventIds?.length && events.length === 0) return false;
    if (filter.tags?.length && !row.tags.some((tag) => filter.tags!.includes(tag))) return false;
    if (!filter.answers?.length) return true;
    const coming = row.attending.some((guest) => events.some((id) => guest?.[id] === true));
    const answer = !row.answered ? "notAnswered" : coming ? "coming" : "notComing";
    return filter.answers.includes(answer);
  };
  return rows.filter((row) => row.mail && !row.remindersStopped && matches(row)).map(({ id, name }) => ({ id, name }));
}
