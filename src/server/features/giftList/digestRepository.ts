import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { giftContributions, giftReservations, sites } from "../../db/schema";
import { contributionRows, reservationRows, type GiftRow } from "./repository";

export interface DueDigest {
  siteId: string;
  mail: string;
  host: string | null;
}

/**
 * Sites with gifts after their last digest's window (or after `horizon`, the furthest a window
 * reaches back) and up to `windowEnd`, whose last digest's window ended at least `interval` ago.
 */
export async function dueDigests(db: Executor, { horizon, windowEnd, interval }: { horizon: Date; windowEnd: Date; interval: number }, limit: number): Promise<DueDigest[]> {
  const spaced = new Date(windowEnd.getTime() - interval);
  const { rows } = await db.execute<{ site_id: string; mail: string; host: string | null }>(sql`
    SELECT s.id AS site_id, a.mail, s.host
    FROM (
      SELECT site_id, created_at FROM gift_contributions WHERE created_at > ${horizon}::timestamptz AND created_at <= ${windowEnd}::timestamptz
      UNION ALL
      SELECT site_id, created_at FROM gift_reservations WHERE created_at > ${horizon}::timestamptz AND created_at <= ${windowEnd}::timestamptz
    ) g
    JOIN sites s ON s.id = g.site_id
    JOIN accounts a ON a.id = s.account_id
    LEFT JOIN gift_digests d ON d.site_id = g.site_id
    WHERE d.window_end IS NULL OR (d.window_end <= ${spaced}::timestamptz AND g.created_at > d.window_end)
    GROUP BY s.id, a.mail, s.host
    ORDER BY s.id
    LIMIT ${limit}`);
  return rows.map((row) => ({ siteId: row.site_id, mail: row.mail, host: row.host }));
}

/** The end of the site's last digest window, locked until the transaction ends; undefined before its first digest. */
export async function lockLastWindow(tx: Executor, siteId: string): Promise<Date | undefined> {
  const { rows } = await tx.execute<{ window_end: Date }>(sql`SELECT window_end FROM gift_digests WHERE site_id = ${siteId} FOR UPDATE`);
  return rows[0] ? new Date(rows[0].window_end) : undefined;
}

/**
 * Moves the site's window to `windowEnd`; false when a concurrent run recorded the site's first
 * window first (the insert waits for that run's commit, then finds its row).
 */
export async function recordWindow(tx: Executor, siteId: string, windowEnd: Date, first: boolean): Promise<boolean> {
  const { rows } = first
    ? await tx.execute(sql`INSERT INTO gift_digests (site_id, window_end) VALUES (${siteId}, ${windowEnd}::timestamptz) ON CONFLICT DO NOTHING RETURNING site_id`)
    : await tx.execute(sql`UPDATE gift_digests SET window_end = ${windowEnd}::timestamptz WHERE site_id = ${siteId} RETURNING site_id`);
  return rows.length === 1;
}

/** The site's gifts of both kinds in (after, until], the first `limit` of them in the order they came, and how many there are in all. */
export async function giftsInWindow(db: Executor, siteId: string, after: Date, until: Date, limit: number): Promise<{ gifts: GiftRow[]; total: number }> {
  const inWindow = <T extends typeof giftContributions | typeof giftReservations>(table: T) => and(eq(table.siteId, siteId), gt(table.createdAt, after), lte(table.createdAt, until));
  // One after another: in a transaction they share one connection.
  const given = await contributionRows(db).where(inWindow(giftContributions)).orderBy(asc(giftContributions.createdAt)).limit(limit);
  const reserved = await reservationRows(db).where(inWindow(giftReservations)).orderBy(asc(giftReservations.createdAt)).limit(limit);
  const [givenCount] = await db.select({ n: count() }).from(giftContributions).where(inWindow(giftContributions));
  const [reservedCount] = await db.select({ n: count() }).from(giftReservations).where(inWindow(giftReservations));
  const gifts = [...given, ...reserved].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, limit);
  return { gifts, total: givenCount!.n + reservedCount!.n };
}

/** The site's document, for its gifts' titles and its language. */
export async function siteDocumentOf(db: Executor, siteId: string): Promise<unknown> {
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  return row?.document;
}
