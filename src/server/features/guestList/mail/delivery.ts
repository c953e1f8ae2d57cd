import type { Deps } from "../../../deps";
import { messageIdOf, type MailLog, findSite } from "../../../core";
import { permanentRefusal } from "../../../providers/mail/smtp";
import { mailComposer } from "./compose";
import { dropMail, lockPendingMail, markBounced, markSent, unsentHouseholdIds, type PendingMail } from "./mailRepository";
import { RESEND_ROUND } from "./resend";
import { GUEST_MAIL_QUEUE, type GuestMailJob } from "./send";
import { updateMailTexts } from "./updateMailRepository";

type DeliveryDeps = Pick<Deps, "db" | "mailer" | "now" | "config">;

/** What makes a recorded mail wrong to send now: no address any more, a reminder or a re-sent invitation to a household that answered or said stop, an update to one that said stop. */
function noLongerWanted(job: GuestMailJob, household: PendingMail): boolean {
  if (!household.mail) return true;
  if (job.kind === "reminder" || job.round === RESEND_ROUND) return household.answered || household.remindersStopped;
  return job.kind === "update" && household.remindersStopped;
}

/**
 * Sends a round's recorded mails that are still unsent, each in its own transaction that locks
 * its row, checks the household again, sends and marks it sent: a duplicated job or a second
 * worker finds it locked or sent, and a failed send rolls back for the job's retry. A mail the
 * household should no longer get (it answered since it was queued) is dropped unsent. Only a
 * crash between the SMTP server taking a mail and the commit sends it again, with the same
 * Message-ID (as the mail queue, decision 043). The server's answer is kept: its acceptance as
 * delivered, its permanent refusal as bounced (decision 104).
 */
export async function deliverRound(deps: DeliveryDeps, job: GuestMailJob, log: MailLog): Promise<number> {
  const site = await findSite(deps.db, job.siteId);
  if (!site?.host) return 0;
  const host = site.host;
  const compose = await mailComposer(deps.db, site, job.kind, host, deps.config.siteOrigin);
  // An update's text in the household's language, else in the site's first.
  const texts = job.kind === "update" ? await updateMailTexts(deps.db, job.siteId, job.round) : undefined;
  const textFor = (language: string) => (texts ? (texts[language] ?? Object.values(texts)[0]) : undefined);
  const failures: unknown[] = [];
  let sent = 0;
  for (const householdId of await unsentHouseholdIds(deps.db, job.siteId, job.kind, job.round)) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const household = await lockPendingMail(tx, householdId, job.kind, job.round);
        if (!household) return false;
        if (noLongerWanted(job, household)) {
          await dropMail(tx, householdId, job.kind, job.round);
          return false;
        }
        const mail = compose({ ...household, mail: household.mail! }, textFor(household.language));
        const key = `guest-list:${householdId}:${job.kind}:${job.round}`;
        const answer = await deps.mailer.send({ ...mail, messageId: messageIdOf(key, deps.config.brand.domain) });
        await markSent(tx, householdId, job.kind, job.round, deps.now(), answer.response);
        return true;
      });
      if (done) sent++;
    } catch (error) {
      // A refused address is the mail's end, shown to the owner; trying again would be refused again.
      const refusal = permanentRefusal(error);
      if (refusal) {
        await markBounced(deps.db, householdId, job.kind, job.round, deps.now(), refusal);
        continue;
      }
      log.warn({ err: error, householdId, kind: job.kind }, "could not send a guest-list mail; it is tried again later");
      failures.push(error);
    }
  }
  // The job fails so the queue retries it with backoff; the sent ones are marked and are not sent again.
  if (failures.length) throw new AggregateError(failures, `${failures.length} guest-list mail(s) not sent`);
  return sent;
}

export function guestMailWork(deps: Pick<Deps, "db" | "mailer" | "now" | "config" | "jobs">, log: MailLog): void {
  void deps.jobs.work<GuestMailJob>(GUEST_MAIL_QUEUE, async (job) => {
    await deliverRound(deps, job, log);
  });
}
