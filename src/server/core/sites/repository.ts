import { and, eq, getTableColumns, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { accounts, customDomains, sites } from "../../db/schema";

export type SiteRow = typeof sites.$inferSelect;

export async function findSite(db: Db, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export type SiteSummary = Omit<SiteRow, "document">;

const { document: _document, ...summaryColumns } = getTableColumns(sites);

/** A site without its document (read cached per version, `guestDocument`) and with its owner's address, who gets its answers. */
export type AnsweredSite = SiteSummary & { ownerMail: string };

const answeredSiteById = preparedFor((db) =>
  db
    .select({ ...summaryColumns, ownerMail: accounts.mail })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, sql.placeholder("id")))
    .prepare("answered_site_by_id"),
);

/** The site a guest answers on, in the one lookup an answer makes for it. */
export async function findAnsweredSite(db: Db, id: string): Promise<AnsweredSite | undefined> {
  const [row] = await answeredSiteById(db).execute({ id });
  return row;
}

/**
 * The site that answers on a host, without its document (the guest page caches that by
 * version): its shown address, its subdomain, or one of its proven own domains with or
 * without "www.". One query: each alternative is a unique index lookup, the own domain's site id
 * an init plan, so it stays cheap for every guest request and TLS approval.
 */
export async function findSiteByHost(db: Db, host: string): Promise<SiteSummary | undefined> {
  const names = host.startsWith("www.") ? [host, host.slice(4)] : [host];
  const ownDomain = db
    .select({ siteId: customDomains.siteId })
    .from(customDomains)
    .where(and(inArray(customDomains.domain, names), isNotNull(customDomains.provenAt)))
    .limit(1);
  // The shown address may be an own domain not proven yet (decision 074): that one does not answer.
  const unproven = db.select({ id: customDomains.id }).from(customDomains).where(and(eq(customDomains.domain, host), isNull(customDomains.provenAt)));
  const [row] = await db
    .select(summaryColumns)
    .from(sites)
    .where(or(and(eq(sites.host, host), notExists(unproven)), eq(sites.subdomain, host), sql`${sites.id} = (${ownDomain})`))
    .limit(1);
  return row;
}

export async function loadDocument(db: Db, siteId: string): Promise<unknown> {
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  return row?.document;
}

export async function listCustomDomains(db: Db, siteId: string) {
  return db.select({ domain: customDomains.domain, expires: customDomains.expires }).from(customDomains).where(eq(customDomains.siteId, siteId));
}
