import { sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";

/** Days before the end of a publication period that the owner is reminded (issue 9): near, far. */
export const REMINDER_DAYS = [7, 30] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export interface DueReminder {
  siteId: string;
  expireDate: Date;
  /** The expiry exactly as stored (microseconds included), so the reminder row matches it. */
  expireKey: string;
  daysBefore: ReminderDays;
  mail: string;
  host: string | null;
  /** The site document's language, for the mail's language. */
  language: string | null;
}

const DAY_MS = 86_400_000;
const [NEAR, FAR] = REMINDER_DAYS;

/**
 * Published sites whose period ends within the far window and that have not had the
 * reminder of the window they are in for this very expiry: the near one inside its days,
 * the far one before that. Oldest expiry first, a bounded batch a run.
 */
export async function dueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  const near = new Date(now.getTime() + NEAR * DAY_MS);
  const far = new Date(now.getTime() + FAR * DAY_MS);
  const days = sql`(CASE WHEN s.active_expire_date <= ${near}::timestamptz THEN ${NEAR}::smallint ELSE ${FAR}::smallint END)`;
  const { rows } = await db.execute<{ site_id: string; expire_date: Date; expire_key: string; days_before: number; mail: string; host: string | null; language: string | null }>(sql`
    SELECT s.id AS site_id, s.active_expire_date AS expire_date, s.active_expire_date::text AS expire_key, ${days}::int AS days_before, a.mail, s.host, s.document->>'language' AS language
    FROM sites s JOIN accounts a ON a.id = s.account_id
    WHERE s.active
      AND s.active_expire_date > ${now}::timestamptz
      AND s.active_expire_date <= ${far}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM expiry_reminders r WHERE r.site_id = s.id AND r.expire_date = s.active_expire_date AND r.days_before = ${days})
    ORDER BY s.active_expire_date
    LIMIT ${limit}`);
  return rows.map((row) => ({ siteId: row.site_id, expireDate: new Date(row.expire_date), expireKey: row.expire_key, daysBefore: row.days_before as ReminderDays, mail: row.mail, host: row.host, language: row.language }));
}

/** Records the reminder; false when it is there already (sent, or being sent by a concurrent run that commits). */
export async function claimReminder(tx: Executor, reminder: Pick<DueReminder, "siteId" | "expireKey" | "daysBefore">, now: Date): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO expiry_reminders (site_id, expire_date, days_before, sent_at)
    VALUES (${reminder.siteId}, ${reminder.expireKey}::timestamptz, ${reminder.daysBefore}, ${now}::timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING site_id`);
  return rows.length === 1;
}
