import type { Deps } from "../../../deps";
import { findSite } from "../../../core";
import { isMailLimitReached } from "./mailBounds";
import { dueReminderRounds } from "./mailRepository";
import { automaticRound, sendGuestMails } from "./send";

export const GUEST_REMINDERS_QUEUE = "guest-list-reminders";
/** Hourly: a site's automatic reminder goes within the hour it is due. */
export const GUEST_REMINDERS_CRON = "40 * * * *";

type ReminderDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

/**
 * The automatic reminders: for each site whose deadline is N days away or less (and not
 * passed), one round named by the deadline, to households that have not answered. A run
 * that finds the round recorded records nothing again; a moved deadline is a new round.
 */
export async function sendDueGuestReminders(deps: ReminderDeps, log: (message: string, error?: unknown) => void): Promise<number> {
  let queued = 0;
  const failures: unknown[] = [];
  for (const due of await dueReminderRounds(deps.db, deps.now())) {
    try {
      const site = await findSite(deps.db, due.siteId);
      if (!site) continue;
      queued += (await sendGuestMails(deps, site, { kind: "reminder", recipients: "notAnswered" }, automaticRound(due.deadline))).queued;
    } catch (error) {
      // A site at its mail bound gets the round at a later run, when the bound has room again.
      if (isMailLimitReached(error)) continue;
      log(`could not queue the guest-list reminder of site ${due.siteId}`, error);
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} guest-list reminder round(s) not queued`);
  return queued;
}
