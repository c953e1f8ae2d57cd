import { eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customDomains, sites } from "../../db/schema";

export type SiteRow = typeof sites.$inferSelect;

export async function findSite(db: Db, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export type SiteSummary = Omit<SiteRow, "document">;

/** The site published on a host, without its document (the guest page caches that by version). */
export async function findSiteByHost(db: Db, host: string): Promise<SiteSummary | undefined> {
  const { document: _document, ...columns } = getTableColumns(sites);
  const [row] = await db.select(columns).from(sites).where(eq(sites.host, host));
  return row;
}

export async function loadDocument(db: Db, siteId: string): Promise<unknown> {
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  return row?.document;
}

export async function listCustomDomains(db: Db, siteId: string) {
  return db.select({ domain: customDomains.domain, expires: customDomains.expires }).from(customDomains).where(eq(customDomains.siteId, siteId));
}
