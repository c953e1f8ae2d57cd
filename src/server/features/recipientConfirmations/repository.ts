import { and, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { RECIPIENT_CONFIRMATION_INTERVAL_MS } from "../../../domain/limits";
import type { Db, Executor } from "../../db/client";
import { recipientConfirmations as confirmations } from "../../db/schema";
import { hashToken, newToken } from "../../security/tokens";

/** The addresses among `mails` (lower-cased) that have confirmed for this account. */
export async function confirmedMails(db: Db, accountId: string, mails: string[]): Promise<Set<string>> {
  if (!mails.length) return new Set();
  const rows = await db
    .select({ mail: confirmations.mail })
    .from(confirmations)
    .where(and(eq(confirmations.accountId, accountId), inArray(confirmations.mail, mails), isNotNull(confirmations.confirmedAt)));
  return new Set(rows.map((row) => row.mail));
}

export interface ConfirmationRequest {
  mail: string;
  token: string;
}

/**
 * Gives each unconfirmed address a new link unless it was asked within the interval, up to
 * `bound` requests of the account in that interval; answers the links to mail. Run it in a transaction:
 * the account's lock makes concurrent saves count one after the other until it commits, and
 * the conditional upsert lets only one of them ask the same address.
 */
export async function recordRequests(tx: Executor, accountId: string, mails: string[], bound: number, now: Date): Promise<ConfirmationRequest[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recipients:${accountId}`}, 0))`);
  const since = new Date(now.getTime() - RECIPIENT_CONFIRMATION_INTERVAL_MS);
  const [asked] = await tx.select({ n: count() }).from(confirmations).where(and(eq(confirmations.accountId, accountId), gt(confirmations.requestedAt, since)));
  let room = bound - (asked?.n ?? 0);
  const requests: ConfirmationRequest[] = [];
  for (const mail of mails) {
    if (room <= 0) break;
    const token = newToken();
    const rows = await tx
      .insert(confirmations)
      .values({ accountId, mail, tokenHash: hashToken(token), createdAt: now, requestedAt: now })
      .onConflictDoUpdate({
        target: [confirmations.accountId, confirmations.mail],
        set: { tokenHash: hashToken(token), requestedAt: now },
        setWhere: and(isNull(confirmations.confirmedAt), lte(confirmations.requestedAt, since)),
      })
      .returning({ id: confirmations.id });
    if (rows.length) {
      requests.push({ mail, token });
      room--;
    }
  }
  return requests;
}

/** Confirms the address whose link this is, once; answers the address, or undefined. */
export async function confirmByToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(confirmations)
    .set({ confirmedAt: now })
    .where(and(eq(confirmations.tokenHash, tokenHash), isNull(confirmations.confirmedAt)))
    .returning({ mail: confirmations.mail });
  return row?.mail;
}
