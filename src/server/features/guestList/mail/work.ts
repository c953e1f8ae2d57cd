import type { FastifyInstance } from "fastify";
import type { Deps } from "../../../deps";
import { guestMailWork } from "./delivery";
import { EVENING_BEFORE_CRON, EVENING_BEFORE_QUEUE, sendDueEveningBeforeMails } from "./eveningBefore";
import { GUEST_REMINDERS_CRON, GUEST_REMINDERS_QUEUE, sendDueGuestReminders } from "./reminders";
import { INVITATION_RESENDS_CRON, INVITATION_RESENDS_QUEUE, sendDueInvitationResends } from "./resend";
import { queueScheduledUpdateMail, UPDATE_MAILS_QUEUE, type UpdateMailJob } from "./updateMails";

/** The guest-list mails' background work: delivering the recorded mails, the hourly automatic reminders, invitation re-sends and evening-before mails, and scheduled update mails. */
export function guestListMailWork(app: FastifyInstance, deps: Deps): void {
  guestMailWork(deps, app.log);
  const warn = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  void deps.jobs.work(GUEST_REMINDERS_QUEUE, async () => {
    await sendDueGuestReminders(deps, warn);
  });
  void deps.jobs.schedule(GUEST_REMINDERS_QUEUE, GUEST_REMINDERS_CRON);
  void deps.jobs.work(INVITATION_RESENDS_QUEUE, async () => {
    await sendDueInvitationResends(deps, warn);
  });
  void deps.jobs.schedule(INVITATION_RESENDS_QUEUE, INVITATION_RESENDS_CRON);
  void deps.jobs.work(EVENING_BEFORE_QUEUE, async () => {
    await sendDueEveningBeforeMails(deps, warn);
  });
  void deps.jobs.schedule(EVENING_BEFORE_QUEUE, EVENING_BEFORE_CRON);
  void deps.jobs.work<UpdateMailJob>(UPDATE_MAILS_QUEUE, async (job) => {
    await queueScheduledUpdateMail(deps, job.updateMailId);
  });
}
