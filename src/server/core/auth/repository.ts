import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { accounts, sessions, sites, siteVersions } from "../../db/schema";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteRow } from "../sites/repository";

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByMail(db: Db, mail: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(sql`lower(${accounts.mail}) = lower(${mail})`);
  return row;
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The first site of a new account: it never starts empty. */
export interface NewSite {
  id: string;
  /** The legacy shape only from an import (legacyImport). */
  document: SiteDocument | LegacySiteDocument;
  /** Stored as the site's first version too, as a save is (the site was built before the account). */
  firstVersion: boolean;
  /** Further work in the same transaction. */
  /** Runs in the same transaction, with the new account's id. */
  alongside?: (tx: Executor, accountId: string) => Promise<void>;
}

/** Creates the account and its first, inactive site together (all or nothing); null when the mail is taken. */
export async function insertAccountWithSite(db: Db, mail: string, passwordHash: string, newSite: NewSite): Promise<{ accountId: string; site: SiteRow } | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ mail, passwordHash }).onConflictDoNothing().returning({ id: accounts.id });
    if (!account) return null;
    const [site] = await tx.insert(sites).values({ id: newSite.id, accountId: account.id, document: newSite.document }).returning();
    if (newSite.firstVersion) await tx.insert(siteVersions).values({ siteId: newSite.id, document: newSite.document });
    await newSite.alongside?.(tx, account.id);
    return { accountId: account.id, site: site! };
  });
}

export async function updatePassword(db: Executor, accountId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** The account's site: the first one it made (an account owns one site today). */
export async function findSiteIdOfAccount(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId)).orderBy(sites.createdAt).limit(1);
  return row?.id;
}

export async function insertSession(db: Db, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ accountId, tokenHash, expiresAt });
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, accountId: sessions.accountId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the account except (optionally) one. */
export async function deleteSessionsOfAccount(db: Db, accountId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)) : eq(sessions.accountId, accountId));
}
