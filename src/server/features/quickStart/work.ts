import type { Deps } from "../../deps";
import { QUICK_START_CLEANUP_CRON, QUICK_START_CLEANUP_QUEUE, removeExpiredQuickStartImages } from "./cleanup";

/** Quick start's background work: the hourly clean-up of its day-old images. */
export function quickStartWork(deps: Deps): void {
  void deps.jobs.work(QUICK_START_CLEANUP_QUEUE, async () => {
    await removeExpiredQuickStartImages(deps);
  });
  void deps.jobs.schedule(QUICK_START_CLEANUP_QUEUE, QUICK_START_CLEANUP_CRON);
}
