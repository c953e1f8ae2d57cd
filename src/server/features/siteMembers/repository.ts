import { and, asc, count, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { accounts, siteInvitations, siteMembers, sites } from "../../db/schema";
import type { MemberRole } from "../../../domain/siteRoles";

export async function listMembers(db: Db, siteId: string) {
  return db
    .select({ accountId: siteMembers.accountId, mail: accounts.mail, role: siteMembers.role, createdAt: siteMembers.createdAt })
    .from(siteMembers)
    .innerJoin(accounts, eq(accounts.id, siteMembers.accountId))
    .where(eq(siteMembers.siteId, siteId))
    .orderBy(asc(siteMembers.createdAt));
}

/** Invitations not yet accepted, withdrawn or expired. */
export async function listPendingInvitations(db: Executor, siteId: string, now: Date) {
  return db
    .select({ id: siteInvitations.id, mail: siteInvitations.mail, role: siteInvitations.role, expiresAt: siteInvitations.expiresAt, createdAt: siteInvitations.createdAt })
    .from(siteInvitations)
    .where(and(eq(siteInvitations.siteId, siteId), isNull(siteInvitations.acceptedAt), isNull(siteInvitations.withdrawnAt), gt(siteInvitations.expiresAt, now)))
    .orderBy(asc(siteInvitations.createdAt));
}

/** Invitations made (so mails sent) for the site since `since`, withdrawn ones too. */
export async function countInvitationsSince(db: Executor, siteId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteInvitations).where(and(eq(siteInvitations.siteId, siteId), gte(siteInvitations.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises invitations of one site, so two at once cannot both pass the bounds. */
export async function lockSite(tx: Executor, siteId: string): Promise<void> {
  await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for("update");
}

export async function insertInvitation(tx: Executor, values: { siteId: string; mail: string; role: MemberRole; tokenHash: string; invitedBy: string; expiresAt: Date; createdAt: Date }) {
  await tx.insert(siteInvitations).values(values);
}

/** Withdraws a pending invitation of the site (or every pending one to `mail`); answers how many. */
export async function withdrawInvitations(db: Executor, siteId: string, now: Date, which: { id: string } | { mail: string }): Promise<number> {
  const match = "id" in which ? eq(siteInvitations.id, which.id) : sql`lower(${siteInvitations.mail}) = lower(${which.mail})`;
  const rows = await db
    .update(siteInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(siteInvitations.siteId, siteId), match, isNull(siteInvitations.acceptedAt), isNull(siteInvitations.withdrawnAt)))
    .returning({ id: siteInvitations.id });
  return rows.length;
}

/** Marks a live invitation accepted; answers its site and role, or undefined when the token is not (or no longer) good. */
export async function takeInvitation(tx: Executor, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(siteInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(siteInvitations.tokenHash, tokenHash), isNull(siteInvitations.acceptedAt), isNull(siteInvitations.withdrawnAt), gt(siteInvitations.expiresAt, now)))
    .returning({ siteId: siteInvitations.siteId, role: siteInvitations.role, invitedBy: siteInvitations.invitedBy });
  return row as { siteId: string; role: MemberRole; invitedBy: string | null } | undefined;
}

export async function insertMember(tx: Executor, values: { siteId: string; accountId: string; role: MemberRole; invitedBy: string | null }) {
  await tx.insert(siteMembers).values(values);
}

export async function deleteMember(db: Db, siteId: string, accountId: string): Promise<boolean> {
  const rows = await db
    .delete(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.accountId, accountId)))
    .returning({ accountId: siteMembers.accountId });
  return rows.length > 0;
}

export async function isOnSite(db: Executor, siteId: string, mail: string): Promise<boolean> {
  const [owner] = await db.select({ id: sites.id }).from(sites).innerJoin(accounts, eq(accounts.id, sites.accountId)).where(and(eq(sites.id, siteId), sql`lower(${accounts.mail}) = lower(${mail})`));
  if (owner) return true;
  const [member] = await db
    .select({ id: siteMembers.accountId })
    .from(siteMembers)
    .innerJoin(accounts, eq(accounts.id, siteMembers.accountId))
    .where(and(eq(siteMembers.siteId, siteId), sql`lower(${accounts.mail}) = lower(${mail})`));
  return Boolean(member);
}

/** The sites an account is on as a member, with its role and the owner's mail. */
export async function listSharedSites(db: Db, accountId: string) {
  return db
    .select({ _id: sites.id, host: sites.host, role: siteMembers.role, ownerMail: accounts.mail })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(siteMembers.accountId, accountId))
    .orderBy(asc(siteMembers.createdAt)) as Promise<{ _id: string; host: string | null; role: MemberRole; ownerMail: string }[]>;
}
