import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { EXPIRY_REMINDERS_CRON, EXPIRY_REMINDERS_QUEUE, sendDueReminders } from "./reminders";

/** The publication period's background work: the hourly expiry reminders. */
export function publicationWork(app: FastifyInstance, deps: Deps): void {
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  void deps.jobs.work(EXPIRY_REMINDERS_QUEUE, async () => {
    await sendDueReminders(deps, log);
  });
  void deps.jobs.schedule(EXPIRY_REMINDERS_QUEUE, EXPIRY_REMINDERS_CRON);
}
