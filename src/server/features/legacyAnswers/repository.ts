import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { legacyAnswers, postKeys } from "../../db/schema";
import { hashToken } from "../../security/tokens";

export type LegacyAnswerKind = "rsvp" | "speech";
export type NewLegacyAnswer = typeof legacyAnswers.$inferInsert;
export type LegacyAnswerRow = typeof legacyAnswers.$inferSelect;

/**
 * Uses the post key, stores a send's rows and runs `onStored` (e.g. to queue its mails) in
 * one transaction: all happen or none. False when another request used the key first.
 */
export async function storeLegacyAnswers(db: Db, postKey: string, now: Date, rows: NewLegacyAnswer[], onStored?: (tx: Executor) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(postKeys)
      .set({ usedAt: now })
      .where(and(eq(postKeys.keyHash, hashToken(postKey)), isNull(postKeys.usedAt)))
      .returning({ keyHash: postKeys.keyHash });
    if (!used.length) return false;
    await tx.insert(legacyAnswers).values(rows);
    await onStored?.(tx);
    return true;
  });
}

/** The site's answers of one kind, newest send first, a send's persons in their order: one indexed query. */
export function listLegacyAnswers(db: Db, siteId: string, kind: LegacyAnswerKind, limit: number): Promise<LegacyAnswerRow[]> {
  return db
    .select()
    .from(legacyAnswers)
    .where(and(eq(legacyAnswers.siteId, siteId), eq(legacyAnswers.kind, kind)))
    .orderBy(desc(legacyAnswers.createdAt), asc(legacyAnswers.groupId), asc(legacyAnswers.personIndex))
    .limit(limit);
}

/** Deletes one answer only when it is of this kind and site; false when the site has no such answer. */
export async function deleteLegacyAnswer(db: Db, siteId: string, kind: LegacyAnswerKind, id: string): Promise<boolean> {
  const deleted = await db
    .delete(legacyAnswers)
    .where(and(eq(legacyAnswers.id, id), eq(legacyAnswers.siteId, siteId), eq(legacyAnswers.kind, kind)))
    .returning({ id: legacyAnswers.id });
  return deleted.length > 0;
}
