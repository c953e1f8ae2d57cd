import { and, eq, sql } from "drizzle-orm";
import type { MatchedOpenAnswer } from "../../../domain/guestList/overview";
import type { HouseholdReply } from "../../../domain/guestList/reply";
import type { Executor } from "../../db/client";
import { householdGuests, householdInvitations, householdReplies, households, rsvpAnswers } from "../../db/schema";

/** A household with what the overview needs: guests, invitations, and its replies summed up with the latest one. */
export interface OverviewHouseholdRow {
  id: string;
  name: string;
  address: string | null;
  tags: string[];
  linkToken: string;
  linkFirstOpenedAt: Date | null;
  remindersStoppedAt: Date | null;
  guests: { id: string; name: string; child: boolean }[];
  eventIds: string[];
  replies: number;
  answeredAt: Date | null;
  changedAt: Date | null;
  latestReply: HouseholdReply | null;
}

type Raw = Omit<OverviewHouseholdRow, "linkFirstOpenedAt" | "remindersStoppedAt" | "answeredAt" | "changedAt"> & Record<"linkFirstOpenedAt" | "remindersStoppedAt" | "answeredAt" | "changedAt", string | Date | null>;

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The site's households in one statement, sorted by name: guests and invitations aggregated,
 * the replies counted and the latest one read by two lateral joins on the (household_id,
 * created_at) index, so the work grows with the list, not with the replies.
 */
export async function listOverviewHouseholds(db: Executor, siteId: string): Promise<OverviewHouseholdRow[]> {
  const { rows } = await db.execute<Raw>(sql`
    select h.id, h.name, h.address, h.tags, h.link_token as "linkToken", h.link_first_opened_at as "linkFirstOpenedAt", h.reminders_stopped_at as "remindersStoppedAt",
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'child', g.child) order by g.position)
        from ${householdGuests} g where g.household_id = h.id), '[]') as guests,
      coalesce((select array_agg(i.event_id::text) from ${householdInvitations} i where i.household_id = h.id), '{}') as "eventIds",
      summary.replies, summary.first_at as "answeredAt", case when summary.replies > 1 then latest.created_at end as "changedAt", latest.reply as "latestReply"
    from ${households} h
    cross join lateral (select count(*)::int as replies, min(r.created_at) as first_at from ${householdReplies} r where r.household_id = h.id) summary
    left join lateral (select r.reply, r.created_at from ${householdReplies} r where r.household_id = h.id order by r.created_at desc, r.id desc limit 1) latest on true
    where h.site_id = ${siteId}
    order by lower(h.name), h.id`);
  return rows.map((row) => ({ ...row, linkFirstOpenedAt: date(row.linkFirstOpenedAt), remindersStoppedAt: date(row.remindersStoppedAt), answeredAt: date(row.answeredAt), changedAt: date(row.changedAt) }));
}

/** Open-form sends matched to one of the site's households, per household: one statement on the site's answers index. */
export async function listMatchedOpenAnswers(db: Executor, siteId: string): Promise<Map<string, MatchedOpenAnswer[]>> {
  const { rows } = await db.execute<{ householdId: string; groupIdentifier: string; createdAt: string | Date; guests: number }>(sql`
    select household_id as "householdId", group_identifier as "groupIdentifier", min(created_at) as "createdAt", count(*)::int as guests
    from ${rsvpAnswers}
    where site_id = ${siteId} and household_id is not null
    group by household_id, group_identifier
    order by min(created_at)`);
  const matched = new Map<string, MatchedOpenAnswer[]>();
  for (const { householdId, groupIdentifier, createdAt, guests } of rows) {
    const sends = matched.get(householdId) ?? [];
    sends.push({ groupIdentifier, createdAt: new Date(createdAt).toISOString(), guests });
    matched.set(householdId, sends);
  }
  return matched;
}

export async function isOwnHousehold(db: Executor, siteId: string, householdId: string): Promise<boolean> {
  const rows = await db.select({ id: households.id }).from(households).where(and(eq(households.siteId, siteId), eq(households.id, householdId)));
  return rows.length > 0;
}

/**
 * Matches one open-form send (all its guests' rows) to a household of the same site, or takes
 * the match back with null; returns how many rows changed (0: the site has no such send).
 */
export async function matchOpenAnswer(db: Executor, siteId: string, groupIdentifier: string, householdId: string | null): Promise<number> {
  const updated = await db
    .update(rsvpAnswers)
    .set({ householdId })
    .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.groupIdentifier, groupIdentifier)))
    .returning({ id: rsvpAnswers.id });
  return updated.length;
}
