import { and, count, eq, gt, sql } from "drizzle-orm";
import { SITE_MAILS_PER_HOUR } from "../../../domain/limits";
import type { Db } from "../../db/client";
import { siteMailSends } from "../../db/schema";

const HOUR_MS = 60 * 60_000;

/**
 * Records a send for as many recipients as the site's hourly cap leaves room for and answers
 * them. Counting and recording happen under the site's lock, so concurrent answers cannot
 * pass the cap together.
 */
export async function claimSends(db: Db, siteId: string, recipients: string[], now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`site-mail:${siteId}`}, 0))`);
    const since = new Date(now.getTime() - HOUR_MS);
    const [sent] = await tx.select({ n: count() }).from(siteMailSends).where(and(eq(siteMailSends.siteId, siteId), gt(siteMailSends.createdAt, since)));
    const allowed = recipients.slice(0, Math.max(0, SITE_MAILS_PER_HOUR - (sent?.n ?? 0)));
    if (allowed.length) await tx.insert(siteMailSends).values(allowed.map((recipient) => ({ siteId, recipient, createdAt: now })));
    return allowed;
  });
}
