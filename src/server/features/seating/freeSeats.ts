import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { householdGuests, seatingGuests, seatingNotices, seatingPlans, seatingTables } from "../../db/schema";
import { comingJoins, isComingTo } from "./planRepository";

/**
 * Frees the seats (`scope`: a condition on s, the seating_guests row, and hg, its guest) of guests
 * who no longer come to their plan's event: their latest reply says no or leaves them out, or
 * the household is no longer invited. A `declined` notice names each guest and their table, and
 * each plan touched gets a new revision, so an open owner's page learns of it. Marks stay, for a
 * guest who says yes again. The caller holds the plans' locks.
 */
async function freeSeats(tx: Executor, siteId: string, scope: SQL, now: Date): Promise<void> {
  await tx.execute(sql`
    with gone as (
      select s.plan_id, s.guest_id, hg.name as guest_name, t.name as table_name
      from ${seatingGuests} s
      join ${seatingPlans} p on p.id = s.plan_id and p.site_id = ${siteId}
      join ${seatingTables} t on t.id = s.table_id
      join ${householdGuests} hg on hg.id = s.guest_id
      where ${scope} and not exists (select 1 from ${comingJoins(siteId)} where ${isComingTo(sql`p.event_id`)} and g.id = s.guest_id)
    ),
    freed as (update ${seatingGuests} s set table_id = null, seat = null from gone where s.plan_id = gone.plan_id and s.guest_id = gone.guest_id),
    noticed as (insert into ${seatingNotices} (plan_id, kind, guest_name, table_name, created_at) select plan_id, 'declined', guest_name, table_name, ${now} from gone)
    update ${seatingPlans} set revision = revision + 1, updated_at = ${now} where id in (select plan_id from gone)`);
}

/**
 * After a change to who of these households comes (a reply, an uninvitation, a household edit),
 * in its transaction: the plans holding a seat of theirs are locked first, in the order a
 * seating write takes them, then the seats of those no longer coming are freed.
 */
export async function freeSeatsOfHouseholds(tx: Executor, siteId: string, householdIds: string[], now: Date): Promise<void> {
  if (householdIds.length === 0) return;
  const ids = sql`${sql.param(householdIds)}::uuid[]`;
  const seated = sql`select 1 from ${seatingGuests} s join ${householdGuests} hg on hg.id = s.guest_id where s.plan_id = p.id and s.table_id is not null and hg.household_id = any(${ids})`;
  const { rows } = await tx.execute(sql`select p.id from ${seatingPlans} p where p.site_id = ${siteId} and exists (${seated}) order by p.id for update`);
  if (rows.length > 0) await freeSeats(tx, siteId, sql`hg.household_id = any(${ids})`, now);
}

/**
 * The same for one locked plan, before a seating write reads it: a seat taken while a reply
 * saying no was being stored (neither transaction saw the other) is freed here, so no seat is
 * ever held by a guest the plan does not show.
 */
export async function freeSeatsOfPlan(tx: Executor, siteId: string, planId: string, now: Date): Promise<void> {
  await freeSeats(tx, siteId, sql`s.plan_id = ${planId} and s.table_id is not null`, now);
}
