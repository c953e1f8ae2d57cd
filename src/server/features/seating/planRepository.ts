import { sql, type SQL } from "drizzle-orm";
import type { SeatingEvent, SeatingGuest, SeatingNotice, SeatingPlan, SeatingTable } from "../../../domain/seating/plan";
import { DEFAULT_SEATING_RULES, type AccessNeed, type PartnerRole, type SeatingRules } from "../../../domain/seating/types";
import type { Executor } from "../../db/client";
import { guestEvents, householdGuests, householdInvitations, householdReplies, households, seatingGuests, seatingNotices, seatingPlans, seatingTables } from "../../db/schema";

type PlanRow = {
  planId: string | null;
  revision: number | null;
  rules: SeatingRules | null;
  openSearch: boolean | null;
  tables: SeatingTable[];
  notices: (Omit<SeatingNotice, "createdAt"> & { createdAt: string })[];
};

type GuestRow = Omit<SeatingGuest, "role" | "need"> & { role: string | null; need: string | null; position: number };

/**
 * The event's plan with its tables in position order and its undismissed notices, in one
 * statement; no row: the event is not this site's.
 */
async function readPlanRow(db: Executor, siteId: string, eventId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.execute<PlanRow>(sql`
    select p.id as "planId", p.revision, p.rules, p.open_search as "openSearch",
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'shape', t.shape, 'seats', t.seats, 'x', t.x, 'y', t.y, 'rotation', t.rotation,
          'nearExit', t.near_exit, 'nearSpeakers', t.near_speakers, 'position', t.position) order by t.position, t.id)
        from ${seatingTables} t where t.plan_id = p.id), '[]') as tables,
      coalesce((select json_agg(json_build_object('id', n.id, 'kind', n.kind, 'guestName', n.guest_name, 'tableName', n.table_name, 'createdAt', n.created_at) order by n.created_at, n.id)
        from ${seatingNotices} n where n.plan_id = p.id and n.dismissed_at is null), '[]') as notices
    from ${guestEvents} e
    left join ${seatingPlans} p on p.event_id = e.id
    where e.id = ${eventId} and e.site_id = ${siteId}`);
  return rows[0];
}

/**
 * The guests coming to an event: of the site's households invited to it (`i.event_id`), those
 * guests whose household's latest reply says attending[event] === true (decision 112: an
 * open-form send matched to a household does not make its guests coming). `comingJoins` names
 * g (household_guests), h (households), i (household_invitations) and answer.value (the guest's
 * entry of that reply); `isComingTo` is the condition for the event (an SQL expression of its
 * id). Replies are read by a lateral join on the (household_id, created_at) index, as the guest
 * list's overview does.
 */
export const comingJoins = (siteId: string) => sql`
    ${householdInvitations} i
    join ${households} h on h.id = i.household_id and h.site_id = ${siteId}
    join lateral (select r.reply from ${householdReplies} r where r.household_id = h.id order by r.created_at desc, r.id desc limit 1) latest on true
    join ${householdGuests} g on g.household_id = h.id
    join lateral (select a.value from jsonb_array_elements(latest.reply->'guests') a where a.value->>'guestId' = g.id::text limit 1) answer on true`;
export const isComingTo = (event: SQL) => sql`i.event_id = ${event} and answer.value->'attending'->(${event})::text = 'true'::jsonb`;

/** The guests coming to the event with their seat and marks if any, and the dietary answer of their household's latest reply. */
async function readComingGuests(db: Executor, siteId: string, eventId: string, planId: string | null): Promise<SeatingGuest[]> {
  const { rows } = await db.execute<GuestRow>(sql`
    select g.id, g.name, g.child, g.position, h.id as "householdId", h.name as "householdName", coalesce(answer.value->>'dietary', '') as dietary,
      s.table_id as "tableId", case when s.table_id is null then null else s.seat end as seat, coalesce(s.locked, false) as locked, s.role, s.need, coalesce(s.family, false) as family
    from ${comingJoins(siteId)}
    left join ${seatingGuests} s on s.plan_id = ${planId} and s.guest_id = g.id
    where ${isComingTo(sql`${eventId}::uuid`)}`);
  return rows.sort(byHouseholdThenPosition).map(({ position: _position, role, need, ...guest }) => ({ ...guest, role: role as PartnerRole | null, need: need as AccessNeed | null }));
}

// Swedish order (Å, Ä, Ö after Z), case and accents aside as in the guest list; ties by household, then the guest's place in it.
const names = new Intl.Collator("sv", { sensitivity: "accent" });
function byHouseholdThenPosition(a: GuestRow, b: GuestRow): number {
  return names.compare(a.householdName, b.householdName) || (a.householdId < b.householdId ? -1 : a.householdId > b.householdId ? 1 : 0) || a.position - b.position;
}

/**
 * The event's seating plan as the owner's calls answer it: the stored plan, or a plan not made
 * yet (revision 0, no tables, the default rules, every coming guest unplaced); null when the
 * event is not one of this site's. Two statements, whatever the number of guests.
 */
export async function readSeatingPlan(db: Executor, siteId: string, eventId: string): Promise<SeatingPlan | null> {
  const plan = await readPlanRow(db, siteId, eventId);
  if (!plan) return null;
  const guests = await readComingGuests(db, siteId, eventId, plan.planId);
  return {
    eventId,
    revision: plan.revision ?? 0,
    tables: plan.tables,
    guests,
    rules: plan.rules ?? DEFAULT_SEATING_RULES,
    openSearch: plan.openSearch ?? false,
    notices: plan.notices.map((notice) => ({ ...notice, createdAt: new Date(notice.createdAt).toISOString() })),
  };
}

/** The site's events in order, each with how many guests are coming and how many of them have a seat: one statement. */
export async function listSeatingEvents(db: Executor, siteId: string): Promise<SeatingEvent[]> {
  const { rows } = await db.execute<Omit<SeatingEvent, "startsAt"> & { startsAt: string | Date | null }>(sql`
    select e.id, e.name, e.starts_at as "startsAt", e.is_public as "isPublic",
      (select count(*)::int from ${comingJoins(siteId)} where ${isComingTo(sql`e.id`)}) as coming,
      (select count(*)::int from ${comingJoins(siteId)} join ${seatingGuests} s on s.guest_id = g.id and s.table_id is not null join ${seatingPlans} p on p.id = s.plan_id and p.event_id = e.id
        where ${isComingTo(sql`e.id`)}) as placed
    from ${guestEvents} e
    where e.site_id = ${siteId}
    order by e.position, e.id`);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt === null ? null : new Date(row.startsAt).toISOString() }));
}
