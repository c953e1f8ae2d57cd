import { sql } from "drizzle-orm";
import { SITE_MAILS_PER_HOUR } from "../../../domain/limits";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { siteMailCounts } from "../../db/schema";

const HOUR_MS = 60 * 60_000;

const claim = preparedFor((db) =>
  db
    .insert(siteMailCounts)
    // A full hour stays full: the answers after it read the row and leave it unlocked, so they do not queue on it.
    .select(
      sql`select ${sql.placeholder("siteId")}::uuid, ${sql.placeholder("hourStart")}::timestamptz, ${sql.placeholder("first")}::int, ${sql.placeholder("first")}::int
        where not exists (select 1 from ${siteMailCounts} where site_id = ${sql.placeholder("siteId")}::uuid and hour_start = ${sql.placeholder("hourStart")}::timestamptz and sent >= ${SITE_MAILS_PER_HOUR})`,
    )
    .onConflictDoUpdate({
      target: [siteMailCounts.siteId, siteMailCounts.hourStart],
      set: {
        sent: sql`least(${siteMailCounts.sent} + ${sql.placeholder("wanted")}::int, ${SITE_MAILS_PER_HOUR})`,
        granted: sql`least(${siteMailCounts.sent} + ${sql.placeholder("wanted")}::int, ${SITE_MAILS_PER_HOUR}) - ${siteMailCounts.sent}`,
      },
    })
    .returning({ sent: siteMailCounts.sent, granted: siteMailCounts.granted })
    .prepare("claim_mail_sends"),
);

export interface Claim {
  /** The recipients the cap leaves room for, in the order asked. */
  granted: string[];
  /** This claim took the hour's last room: one claim a site and hour, across processes, is the one. */
  reachedCap: boolean;
}

/**
 * Counts a send for as many recipients as the site's cap for this clock hour leaves room
 * for, and answers them. The count is one row a site and hour, created or raised by a
 * single upsert that also records what it granted (the SET reads the row it locks):
 * concurrent answers queue on that row for one statement only (no transaction held open),
 * and together can never pass the cap. Once the hour is full, a claim writes nothing.
 */
export async function claimSends(db: Db, siteId: string, recipients: string[], now: Date): Promise<Claim> {
  if (!recipients.length) return { granted: [], reachedCap: false };
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const [row] = await claim(db).execute({ siteId, hourStart, first: Math.min(recipients.length, SITE_MAILS_PER_HOUR), wanted: recipients.length });
  if (!row) return { granted: [], reachedCap: false };
  return { granted: recipients.slice(0, row.granted), reachedCap: row.sent === SITE_MAILS_PER_HOUR && row.granted > 0 };
}
