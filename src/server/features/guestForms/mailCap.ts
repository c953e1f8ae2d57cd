import { sql } from "drizzle-orm";
import { SITE_MAILS_PER_HOUR } from "../../../domain/limits";
import type { Db } from "../../db/client";
import { siteMailCounts } from "../../db/schema";

const HOUR_MS = 60 * 60_000;

/**
 * Counts a send for as many recipients as the site's cap for this clock hour leaves room
 * for, and answers them. The count is one row a site and hour, created or raised by a
 * single upsert that also records what it granted (the SET reads the row it locks):
 * concurrent answers queue on that row for one statement only (no transaction held open),
 * and together can never pass the cap.
 */
export async function claimSends(db: Db, siteId: string, recipients: string[], now: Date): Promise<string[]> {
  if (!recipients.length) return [];
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const first = Math.min(recipients.length, SITE_MAILS_PER_HOUR);
  const [row] = await db
    .insert(siteMailCounts)
    .values({ siteId, hourStart, sent: first, granted: first })
    .onConflictDoUpdate({
      target: [siteMailCounts.siteId, siteMailCounts.hourStart],
      set: {
        sent: sql`least(${siteMailCounts.sent} + ${recipients.length}, ${SITE_MAILS_PER_HOUR})`,
        granted: sql`least(${siteMailCounts.sent} + ${recipients.length}, ${SITE_MAILS_PER_HOUR}) - ${siteMailCounts.sent}`,
      },
    })
    .returning({ granted: siteMailCounts.granted });
  return recipients.slice(0, row!.granted);
}
