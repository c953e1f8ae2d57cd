import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";

export async function insertResetToken(db: Executor, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ accountId, tokenHash, expiresAt });
}

/** Marks the token used if it is unused and unexpired; answers its account, or undefined. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId;
}
