import { and, count, desc, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { subdomainReleases } from "../../db/schema";

/**
 * Subdomain renames a site may make in any 24 hours (decision 074). Each new name may cost a
 * certificate, and the certificate authority counts them for the whole SITES_DOMAIN.
 */
export const RENAMES_PER_DAY = 3;
/** How long a label given up in a rename stays with the account that gave it up: it may be printed on cards. */
export const RELEASED_HOLD_DAYS = 90;

const DAY_MS = 86_400_000;

/** The site's renames in the 24 hours before `now`. */
export async function renamesInLastDay(db: Executor, siteId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ renames: count() })
    .from(subdomainReleases)
    .where(and(eq(subdomainReleases.siteId, siteId), gt(subdomainReleases.releasedAt, new Date(now.getTime() - DAY_MS))));
  return row?.renames ?? 0;
}

/** Whether `host` was given up within the hold period by an account other than `accountId`. */
export async function heldForAnother(db: Executor, host: string, accountId: string, now: Date): Promise<boolean> {
  const [latest] = await db
    .select({ accountId: subdomainReleases.accountId })
    .from(subdomainReleases)
    .where(and(eq(subdomainReleases.host, host), gt(subdomainReleases.releasedAt, new Date(now.getTime() - RELEASED_HOLD_DAYS * DAY_MS))))
    .orderBy(desc(subdomainReleases.releasedAt))
    .limit(1);
  return Boolean(latest && latest.accountId !== accountId);
}

export async function recordRelease(db: Executor, values: { siteId: string; accountId: string; host: string; releasedAt: Date }): Promise<void> {
  await db.insert(subdomainReleases).values(values);
}
