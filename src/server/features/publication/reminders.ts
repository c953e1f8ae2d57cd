import { ownerMailLanguage } from "../../../domain/languages";
import type { Deps } from "../../deps";
import { extendUrl } from "./links";
import { prepareMail, queueMail } from "../../core";
import { reminderMail } from "./mail";
import { claimReminder, dueReminders, type DueReminder } from "./repository";

export const EXPIRY_REMINDERS_QUEUE = "publication-expiry-reminders";
/** Hourly, at a quarter past: a reminder goes out within the hour its window opens. */
export const EXPIRY_REMINDERS_CRON = "15 * * * *";
/** Sites handled a run; more wait for the next hour (only a first deployment ever has that many). */
const BATCH = 500;
const DAY_MS = 86_400_000;

type ReminderDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

/**
 * Mails each owner whose publication ends within 30 or 7 days, once per site, expiry and
 * window. The reminder row and its queued mail are inserted in one transaction, and a
 * concurrent run waits on the uncommitted row and then skips it; the mail queue delivers
 * it with retries (decisions 020 and 043).
 */
export async function sendDueReminders(deps: ReminderDeps, log: (message: string, error?: unknown) => void): Promise<number> {
  const now = deps.now();
  await prepareMail(deps);
  let sent = 0;
  const failures: unknown[] = [];
  for (const reminder of await dueReminders(deps.db, now, BATCH)) {
    try {
      if (await remind(deps, reminder, now)) sent++;
    } catch (error) {
      log(`could not mail the expiry reminder of site ${reminder.siteId}`, error);
      failures.push(error);
    }
  }
  // The job fails so pg-boss retries it with backoff; the sent ones are recorded and are not sent again.
  if (failures.length) throw new AggregateError(failures, `${failures.length} expiry reminder(s) not sent`);
  return sent;
}

async function remind(deps: ReminderDeps, reminder: DueReminder, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, reminder, now))) return false;
    const days = Math.ceil((reminder.expireDate.getTime() - now.getTime()) / DAY_MS);
    const link = extendUrl(deps.config.appUrl, reminder.siteId);
    const language = ownerMailLanguage(reminder.language, deps.config.brand.market);
    const mail = reminderMail(reminder.mail, { days, expireDate: reminder.expireDate, host: reminder.host ?? deps.config.brand.domain, link }, deps.config.brand.name, language);
    await queueMail(deps, mail, { key: `expiry-reminder:${reminder.siteId}:${reminder.expireKey}:${reminder.daysBefore}`, tx });
    return true;
  });
}
