import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Guest page views, counted in memory and written in one statement every few seconds, so
 * a busy page costs no write per view. A crash loses at most the last interval's counts.
 */
export interface VisitCounter {
  count(siteId: string): void;
  /** Writes what is pending; also called before a count is read and when the app stops. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const FLUSH_INTERVAL_MS = 2000;

export function visitCounter(db: Db): VisitCounter {
  let pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([siteId, views]) => sql`(${siteId}::uuid, ${views}::int)`);
    await db.execute(sql`UPDATE sites SET visitor_count = visitor_count + v.views FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, views) WHERE sites.id = v.id`);
  };
  const timer = setInterval(() => void flush().catch(() => {}), FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    count: (siteId) => pending.set(siteId, (pending.get(siteId) ?? 0) + 1),
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
