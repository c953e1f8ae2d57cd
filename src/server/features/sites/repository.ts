import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customDomains, sites } from "../../db/schema";

export type SiteRow = typeof sites.$inferSelect;

export async function findSite(db: Db, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export async function findSiteByHost(db: Db, host: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.host, host));
  return row;
}

export async function listCustomDomains(db: Db, siteId: string) {
  return db.select({ domain: customDomains.domain, expires: customDomains.expires }).from(customDomains).where(eq(customDomains.siteId, siteId));
}

export async function countVisit(db: Db, siteId: string): Promise<void> {
  await db.update(sites).set({ visitorCount: sql`${sites.visitorCount} + 1` }).where(eq(sites.id, siteId));
}
