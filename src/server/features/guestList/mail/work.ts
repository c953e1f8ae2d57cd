import type { FastifyInstance } from "fastify";
import type { Deps } from "../../../deps";
import { guestMailWork } from "./delivery";
import { GUEST_REMINDERS_CRON, GUEST_REMINDERS_QUEUE, sendDueGuestReminders } from "./reminders";

/** The guest-list mails' background work: delivering the recorded mails, and the hourly automatic reminders. */
export function guestListMailWork(app: FastifyInstance, deps: Deps): void {
  guestMailWork(deps, app.log);
  void deps.jobs.work(GUEST_REMINDERS_QUEUE, async () => {
    await sendDueGuestReminders(deps, (message, error) => app.log.warn({ err: error }, message));
  });
  void deps.jobs.schedule(GUEST_REMINDERS_QUEUE, GUEST_REMINDERS_CRON);
}
