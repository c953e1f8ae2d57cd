import { sql, type SQL } from "drizzle-orm";
import { EVENING_BEFORE_HOUR } from "../../../../domain/guestList/eveningBefore";
import { marketTimeZone } from "../../../../domain/timeZones";
import type { Executor } from "../../../db/client";
import type { Deps } from "../../../deps";
import { findSite } from "../../../core";
import { guestEvents, guestListSettings, householdGuests, householdInvitations, householdMails, householdReplies, households, sites } from "../../../db/schema";
import { isMailLimitReached } from "./mailBounds";
import { lockMailSends } from "./mailRepository";
import { GUEST_MAIL_QUEUE, recordAndQueue } from "./send";

/** A household's mail about an event is the round named by the event: once per household and event (its row's key). */
export const EVENING_BEFORE_KIND = "eveningBefore";
export const EVENING_BEFORE_QUEUE = "guest-list-evening-before";
/** Hourly, just after the hour: the first run after 18:00 site time finds the next day's events due. */
export const EVENING_BEFORE_CRON = "2 * * * *";

type EveningBeforeDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

export const siteTimeZone = (deps: Pick<Deps, "config">) => marketTimeZone(deps.config.brand.market);

/**
 * Whether household `h` is to get the mail about event `e` now: the event starts later today
 * or tomorrow and it is past 18:00 site time on the day before its day (so events from before
 * this mail existed, or a missed run, never mail late); the site is published and has not
 * turned the mail off; the household still has an address, has not stopped mails and is
 * invited to the event; and by its latest reply one of its guests (still in it) comes.
 */
function dueCondition(now: Date, timeZone: string): SQL {
  return sql`e.starts_at > ${now} and e.starts_at <= ${now}::timestamptz + interval '2 days'
    and ${now} >= ((date_trunc('day', e.starts_at at time zone ${timeZone}) - interval '1 day' + make_interval(hours => ${EVENING_BEFORE_HOUR})) at time zone ${timeZone})
    and coalesce((select s.evening_before_mail from ${guestListSettings} s where s.site_id = e.site_id), true)
    and exists (select 1 from ${sites} site where site.id = e.site_id and site.host is not null and site.active and (site.active_expire_date is null or site.active_expire_date > ${now}))
    and h.mail is not null and h.reminders_stopped_at is null
    and exists (select 1 from ${householdInvitations} i where i.household_id = h.id and i.event_id = e.id)
    and exists (
      select 1 from (select r.reply from ${householdReplies} r where r.household_id = h.id order by r.created_at desc, r.id desc limit 1) latest,
        jsonb_array_elements(latest.reply -> 'guests') answer
        join ${householdGuests} g on g.household_id = h.id and g.id::text = answer ->> 'guestId'
      where answer -> 'attending' -> (e.id::text) = 'true'::jsonb)`;
}

type DueMail = {
  siteId: string;
  eventId: string;
  id: string;
  name: string;
};

/** The households due the mail and not yet recorded for it (of one site's event when given). */
async function dueMails(db: Executor, now: Date, timeZone: string, only?: { siteId: string; eventId: string }): Promise<DueMail[]> {
  const of = only ? sql`and e.site_id = ${only.siteId} and e.id = ${only.eventId}` : sql``;
  const { rows } = await db.execute<DueMail>(sql`
    select e.site_id as "siteId", e.id as "eventId", h.id, h.name
    from ${guestEvents} e join ${households} h on h.site_id = e.site_id
    where ${dueCondition(now, timeZone)} ${of}
      and not exists (select 1 from ${householdMails} m where m.household_id = h.id and m.kind = ${EVENING_BEFORE_KIND} and m.round = e.id::text)
    order by e.site_id, e.starts_at, e.id, lower(h.name), h.id`);
  return rows;
}

/** Whether a recorded mail is still to go when it is sent: the household may have changed its answer, the couple moved the event or turned the mail off. */
export async function eveningBeforeStillDue(tx: Executor, householdId: string, eventId: string, now: Date, timeZone: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from ${guestEvents} e join ${households} h on h.site_id = e.site_id
    where e.id = ${eventId} and h.id = ${householdId} and ${dueCondition(now, timeZone)}`);
  return rows.length > 0;
}

/**
 * The hourly run: per site and event, under the site's send lock, records the due households
 * once (within the site's mail bounds, decision 071) and queues the round for the mail queue;
 * a second run, at once or later, finds them recorded. A site at its bound gets the rest at a
 * later run while the mail is still due.
 */
export async function sendDueEveningBeforeMails(deps: EveningBeforeDeps, log: (message: string, error?: unknown) => void): Promise<number> {
  const timeZone = siteTimeZone(deps);
  const rounds = new Map((await dueMails(deps.db, deps.now(), timeZone)).map((row) => [`${row.siteId}:${row.eventId}`, { siteId: row.siteId, eventId: row.eventId }]));
  if (rounds.size > 0) await deps.jobs.prepare(GUEST_MAIL_QUEUE);
  let queued = 0;
  const failures: unknown[] = [];
  for (const round of rounds.values()) {
    try {
      if (!(await findSite(deps.db, round.siteId))) continue;
      queued += await deps.db.transaction(async (tx) => {
        await lockMailSends(tx, round.siteId);
        const now = deps.now();
        const due = await dueMails(tx, now, timeZone, round);
        return (await recordAndQueue(deps, tx, { siteId: round.siteId, kind: EVENING_BEFORE_KIND, round: round.eventId }, due, [], now)).queued;
      });
    } catch (error) {
      if (isMailLimitReached(error)) continue;
      log(`could not queue the evening-before mails of site ${round.siteId}`, error);
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} event(s)' evening-before mails not queued`);
  return queued;
}
