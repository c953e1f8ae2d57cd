import { and, count, gte, inArray, isNull, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { quickStartImages } from "../../db/schema";

export async function insertQuickStartImage(db: Db, fileId: string, fileNames: string[], createdAt: Date): Promise<void> {
  await db.insert(quickStartImages).values({ fileId, fileNames, createdAt });
}

/** Quick-start images stored since `since`, by every process: the daily cap is one for the whole service. */
export async function countQuickStartImagesSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ stored: count() }).from(quickStartImages).where(gte(quickStartImages.createdAt, since));
  return row!.stored;
}

/** Notes that a new site has its own copies of these images (in the transaction that creates it). */
export async function markQuickStartImagesClaimed(tx: Executor, fileIds: string[], now: Date): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .update(quickStartImages)
    .set({ claimedAt: now })
    .where(and(inArray(quickStartImages.fileId, fileIds), isNull(quickStartImages.claimedAt)));
}

export interface ExpiredImage {
  fileId: string;
  fileNames: string[];
}

/** Images stored before `before`, oldest first, claimed or not: a claiming site has its own copy. */
export async function expiredQuickStartImages(db: Db, before: Date, limit: number): Promise<ExpiredImage[]> {
  const rows = await db
    .select({ fileId: quickStartImages.fileId, fileNames: quickStartImages.fileNames })
    .from(quickStartImages)
    .where(lt(quickStartImages.createdAt, before))
    .orderBy(quickStartImages.createdAt)
    .limit(limit);
  return rows.map((row) => ({ fileId: row.fileId, fileNames: row.fileNames as string[] }));
}

export async function deleteQuickStartImages(db: Db, fileIds: string[]): Promise<void> {
  if (fileIds.length > 0) await db.delete(quickStartImages).where(inArray(quickStartImages.fileId, fileIds));
}
