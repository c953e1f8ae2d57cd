import type { Deps } from "../deps";
import { deleteEndedCounters } from "./rateLimit";

const RATE_LIMIT_CLEANUP_QUEUE = "rate-limit-cleanup";
/** Hourly: counters of ended windows only take room (an attacker with many addresses makes many). */
const RATE_LIMIT_CLEANUP_CRON = "17 * * * *";

export function rateLimitCleanupWork(deps: Pick<Deps, "db" | "now" | "jobs">): void {
  void deps.jobs.work(RATE_LIMIT_CLEANUP_QUEUE, async () => {
    await deleteEndedCounters(deps);
  });
  void deps.jobs.schedule(RATE_LIMIT_CLEANUP_QUEUE, RATE_LIMIT_CLEANUP_CRON);
}
