import { sql } from "drizzle-orm";
import { SITE_MAILS_PER_HOUR } from "../../../domain/limits";
import type { Db } from "../../db/client";
import { siteMailCounts } from "../../db/schema";

const HOUR_MS = 60 * 60_000;

/**
 * Counts a send for as many recipients as the site's cap for this clock hour leaves room
 * for, and answers them. The count is one row a site and hour, raised by a single UPDATE
 * that reads the row it locks: concurrent answers queue on that row for one statement only
 * (no transaction held open), and together can never pass the cap.
 */
export async function claimSends(db: Db, siteId: string, recipients: string[], now: Date): Promise<string[]> {
  if (!recipients.length) return [];
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  await db.insert(siteMailCounts).values({ siteId, hourStart, sent: 0 }).onConflictDoNothing();
  const { rows } = await db.execute<{ before: number; after: number }>(sql`
    update ${siteMailCounts} as counted
    set sent = least(counted.sent + ${recipients.length}, ${SITE_MAILS_PER_HOUR})
    from (select site_id, hour_start, sent from ${siteMailCounts} where site_id = ${siteId} and hour_start = ${hourStart} for update) as previous
    where counted.site_id = previous.site_id and counted.hour_start = previous.hour_start
    returning previous.sent as before, counted.sent as after`);
  const row = rows[0];
  return row ? recipients.slice(0, row.after - row.before) : [];
}
