import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, sessions, sites } from "../../db/schema";

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByMail(db: Db, mail: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(sql`lower(${accounts.mail}) = lower(${mail})`);
  return row;
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Creates the account and its first, inactive site together; null when the mail is taken. */
export async function insertAccountWithSite(db: Db, mail: string, passwordHash: string): Promise<{ accountId: string; siteId: string } | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ mail, passwordHash }).onConflictDoNothing().returning({ id: accounts.id });
    if (!account) return null;
    const [site] = await tx.insert(sites).values({ accountId: account.id }).returning({ id: sites.id });
    return { accountId: account.id, siteId: site!.id };
  });
}

export async function updatePassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
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
