import { and, count, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { quickStartImages } from "../../db/schema";
import { ApiError } from "../../http/errors";

export async function insertQuickStartImage(db: Db, fileId: string, fileNames: string[], createdAt: Date): Promise<void> {
  await db.insert(quickStartImages).values({ fileId, fileNames, createdAt });
}

/** Quick-start images stored since `since`, by every process: the daily cap is one for the whole service. */
export async function countQuickStartImagesSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ stored: count() }).from(quickStartImages).where(gte(quickStartImages.createdAt, since));
  return row!.stored;
}

/** A quick-start image's file id from the name of its original (`{fileId}.jpg`). */
export const quickStartFileId = (fileName: string) => fileName.replace(/\.jpg$/, "");

/** A quick-start image a new site's document names, and the field naming it. */
export interface QuickStartClaim {
  fileId: string;
  field: string;
}

/** The refusal of quick-start images another site has claimed, naming the fields that hold them. */
export const alreadyClaimed = (fields: string[]) => new ApiError(422, "imageSavedElsewhere", `Already saved on another site: ${fields.join(", ")}; upload the picture again`, fields);

/** Which of these quick-start images a site has already claimed. */
export async function claimedQuickStartImages(db: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db.select({ fileId: quickStartImages.fileId }).from(quickStartImages).where(and(inArray(quickStartImages.fileId, fileIds), isNotNull(quickStartImages.claimedAt)));
  return rows.map((row) => row.fileId);
}

/**
 * Notes that a new site has its own copies of these images (in the transaction that creates
 * it). Each goes to one site: one claimed meanwhile, or gone, is a 422 naming its fields, and
 * the transaction is undone.
 */
export async function claimQuickStartImages(tx: Executor, claims: QuickStartClaim[], now: Date): Promise<void> {
  if (claims.length === 0) return;
  const updated = await tx
    .update(quickStartImages)
    .set({ claimedAt: now })
    .where(and(inArray(quickStartImages.fileId, claims.map((claim) => claim.fileId)), isNull(quickStartImages.claimedAt)))
    .returning({ fileId: quickStartImages.fileId });
  const claimed = new Set(updated.map((row) => row.fileId));
  const fields = claims.filter((claim) => !claimed.has(claim.fileId)).map((claim) => claim.field);
  if (fields.length) throw alreadyClaimed(fields);
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
