import { eventNoticeTexts } from "../../notices/repository";
import type { Deps } from "../../../deps";
import { messageIdOf, type MailLog, findSite, type QueuedMail, type SiteRow } from "../../../core";
import type { Executor } from "../../../db/client";
import { findGuestEvent } from "../eventRepository";
import { EVENING_BEFORE_KIND, eveningBeforeStillDue, siteTimeZone } from "./eveningBefore";
import { eveningBeforeComposer } from "./eveningBeforeMail";
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
  return (job.kind === "update" || job.kind === EVENING_BEFORE_KIND) && household.remindersStopped;
}

type WriteMail = (household: PendingMail & { mail: string }) => QueuedMail;

/**
 * How the round's mails are written: an update in the household's language (else the site's
 * first), the evening-before mail about its event (none when the event is gone or has no time).
 */
async function roundWriter(deps: DeliveryDeps, site: SiteRow & { host: string }, job: GuestMailJob): Promise<WriteMail | undefined> {
  if (job.kind === EVENING_BEFORE_KIND) {
    const event = await findGuestEvent(deps.db, site.id, job.round);
    if (!event?.startsAt) return undefined;
    const compose = await eveningBeforeComposer(deps.db, site, { ...event, startsAt: event.startsAt }, site.host, deps.config.siteOrigin, siteTimeZone(deps));
    const notices = await eventNoticeTexts(deps.db, site.id, event.id, deps.now());
    return (household) => compose(household, { now: deps.now(), notices });
  }
  const compose = await mailComposer(deps.db, site, job.kind, site.host, deps.config.siteOrigin);
  const texts = job.kind === "update" ? await updateMailTexts(deps.db, job.siteId, job.round) : undefined;
  return (household) => compose(household, texts ? (texts[household.language] ?? Object.values(texts)[0]) : undefined);
}

/** The evening-before mail is checked again as it goes: the answer, the event's time and the couple's setting may have changed. */
const stillDue = (deps: DeliveryDeps, tx: Executor, job: GuestMailJob, householdId: string) =>
  job.kind !== EVENING_BEFORE_KIND || eveningBeforeStillDue(tx, householdId, job.round, deps.now(), siteTimeZone(deps));

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
  const write = await roundWriter(deps, { ...site, host: site.host }, job);
  const failures: unknown[] = [];
  let sent = 0;
  for (const householdId of await unsentHouseholdIds(deps.db, job.siteId, job.kind, job.round)) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const household = await lockPendingMail(tx, householdId, job.kind, job.round);
        if (!household) return false;
        if (!write || noLongerWanted(job, household) || !(await stillDue(deps, tx, job, householdId))) {
          await dropMail(tx, householdId, job.kind, job.round);
          return false;
        }
        const mail = write({ ...household, mail: household.mail! });
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
