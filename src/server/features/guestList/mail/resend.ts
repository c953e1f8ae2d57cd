import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import type { Deps } from "../../../deps";
import { findSite } from "../../../core";
import { guestListSettings, householdMails, households, sites } from "../../../db/schema";
import { householdAnswered } from "../answered";
import { isMailLimitReached } from "./mailBounds";
import { lockMailSends } from "./mailRepository";
import { recordAndQueue } from "./send";

/** The invitation's one automatic re-send is its own round: a household has it once at most (its row's key). */
export const RESEND_ROUND = "resend";
export const INVITATION_RESENDS_QUEUE = "guest-list-invitation-resends";
/** Hourly: a household's re-send goes within the hour it is due. */
export const INVITATION_RESENDS_CRON = "20 * * * *";

/** How long after it falls due a re-send may still go: past it, the moment has passed. */
const RESEND_DUE_WINDOW = "2 days";

type ResendDeps = Pick<Deps, "db" | "jobs" | "now">;

/**
 * Households of published sites whose invitation went N days ago (the site's setting, due within
 * the last two days and before the RSVP deadline) while
 * their personal link is still unopened, that have not answered, not stopped further mails,
 * still have an address and have not had the re-send (of one site when given).
 */
async function dueResends(db: Executor, now: Date, siteId?: string): Promise<{ siteId: string; id: string; name: string }[]> {
  const ofSite = siteId ? sql`and h.site_id = ${siteId}` : sql``;
  const { rows } = await db.execute<{ siteId: string; id: string; name: string }>(sql`
    select h.site_id as "siteId", h.id, h.name
    from ${householdMails} m
      join ${households} h on h.id = m.household_id
      join ${guestListSettings} s on s.site_id = h.site_id
      join ${sites} site on site.id = h.site_id
    where m.kind = 'invitation' and m.round = 'once' and m.sent_at is not null ${ofSite}
      and s.resend_invitation_after_days is not null and m.sent_at + make_interval(days => s.resend_invitation_after_days) <= ${now}
      -- Only while just due: an invitation sent long before the setting existed (or a run missed
      -- for days) is not sent again out of the blue, and none after the answers have closed.
      and m.sent_at + make_interval(days => s.resend_invitation_after_days) > ${now}::timestamptz - ${RESEND_DUE_WINDOW}::interval
      and (s.rsvp_deadline is null or s.rsvp_deadline > ${now})
      and site.host is not null and site.active and (site.active_expire_date is null or site.active_expire_date > ${now})
      and h.link_first_opened_at is null and h.reminders_stopped_at is null and h.mail is not null
      and not ${householdAnswered(sql`h.id`)}
      and not exists (select 1 from ${householdMails} r where r.household_id = h.id and r.kind = 'invitation' and r.round = ${RESEND_ROUND})
    order by h.site_id, lower(h.name), h.id`);
  return rows;
}

/**
 * The hourly run: per site, under its send lock, records the due households once (within the
 * site's mail bounds, decision 071) and queues the round; a run again finds them recorded.
 * A site at its bound gets its re-sends at a later run.
 */
export async function sendDueInvitationResends(deps: ResendDeps, log: (message: string, error?: unknown) => void): Promise<number> {
  const siteIds = [...new Set((await dueResends(deps.db, deps.now())).map((row) => row.siteId))];
  let queued = 0;
  const failures: unknown[] = [];
  for (const siteId of siteIds) {
    try {
      if (!(await findSite(deps.db, siteId))) continue;
      queued += await deps.db.transaction(async (tx) => {
        await lockMailSends(tx, siteId);
        const now = deps.now();
        const due = await dueResends(tx, now, siteId);
        return (await recordAndQueue(deps, tx, { siteId, kind: "invitation", round: RESEND_ROUND }, due, [], now)).queued;
      });
    } catch (error) {
      if (isMailLimitReached(error)) continue;
      log(`could not queue the invitation re-sends of site ${siteId}`, error);
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} site(s)' invitation re-sends not queued`);
  return queued;
}
