import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { customDomains, sites } from "../../db/schema";

export type CustomDomainRow = typeof customDomains.$inferSelect;

/** Whether another site answers on `host` already, as its subdomain or its shown address. */
export async function hostUsedByOtherSite(db: Db, host: string, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(or(eq(sites.subdomain, host), eq(sites.host, host)), ne(sites.id, siteId)))
    .limit(1);
  return Boolean(row);
}

export async function findCustomDomain(db: Executor, domain: string): Promise<CustomDomainRow | undefined> {
  const [row] = await db.select().from(customDomains).where(eq(customDomains.domain, domain));
  return row;
}

/** Adds the domain to the site; false when any site has it already (unique index, so two racing owners cannot both). */
export async function insertCustomDomain(tx: Executor, values: { siteId: string; domain: string; source: "registrar" | "other"; expires: Date; provenAt?: Date }): Promise<boolean> {
  const inserted = await tx.insert(customDomains).values(values).onConflictDoNothing().returning({ id: customDomains.id });
  return inserted.length > 0;
}

/**
 * Takes back a claim never proved: the row goes, the site's address returns to its
 * subdomain, its registration is given back, and it has an own domain only if another is
 * left. False when the claim is gone or proved.
 */
export async function withdrawUnprovenClaim(tx: Executor, claim: CustomDomainRow): Promise<boolean> {
  const withdrawn = await tx.delete(customDomains).where(and(eq(customDomains.id, claim.id), isNull(customDomains.provenAt))).returning({ id: customDomains.id });
  if (!withdrawn.length) return false;
  await tx
    .update(sites)
    .set({
      host: sql`case when ${sites.host} = ${claim.domain} then ${sites.subdomain} else ${sites.host} end`,
      customDomainRegistrationsAvailable: sql`${sites.customDomainRegistrationsAvailable} + 1`,
      // With no own domain left, the editor offers one again instead of "contact us".
      customDomainActive: sql`exists (select 1 from ${customDomains} where ${customDomains.siteId} = ${claim.siteId})`,
    })
    .where(eq(sites.id, claim.siteId));
  return true;
}

/** The site proved the domain is its own; false when the claim was withdrawn meanwhile. */
export async function markProven(db: Executor, claim: CustomDomainRow, now: Date): Promise<boolean> {
  const proven = await db.update(customDomains).set({ provenAt: now }).where(and(eq(customDomains.id, claim.id), isNull(customDomains.provenAt))).returning({ id: customDomains.id });
  return proven.length > 0;
}

/** Takes one paid own-domain registration from the site; false when none is left. */
export async function takeRegistration(tx: Executor, siteId: string): Promise<boolean> {
  const taken = await tx
    .update(sites)
    .set({ customDomainRegistrationsAvailable: sql`${sites.customDomainRegistrationsAvailable} - 1` })
    .where(and(eq(sites.id, siteId), sql`${sites.customDomainRegistrationsAvailable} > 0`))
    .returning({ id: sites.id });
  return taken.length > 0;
}

/** Undoes a registration the registrar refused: the domain goes and the site gets its registration back. */
export async function returnRegistration(db: Db, siteId: string, domain: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(customDomains).where(and(eq(customDomains.siteId, siteId), eq(customDomains.domain, domain)));
    await tx
      .update(sites)
      .set({ customDomainRegistrationsAvailable: sql`${sites.customDomainRegistrationsAvailable} + 1` })
      .where(eq(sites.id, siteId));
  });
}

export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code ?? (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === "23505";
};

/** The site answers on an own domain from now on (its first one sets the date); `host` moves there when given. */
export async function activateCustomDomain(db: Executor, siteId: string, now: Date, host?: string): Promise<void> {
  await db
    .update(sites)
    .set({ ...(host ? { host } : {}), customDomainActive: true, customDomainActiveDate: sql`coalesce(${sites.customDomainActiveDate}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(sites.id, siteId));
}
