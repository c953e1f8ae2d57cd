import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestPhotos, guestPhotoUploadParts, guestPhotoUploads, households } from "../../db/schema";

type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
export type UploadRow = typeof guestPhotoUploads.$inferSelect;
export type PhotoRow = typeof guestPhotos.$inferSelect;

/** The household whose personal link this is, on this site only. */
export async function householdOfLink(db: Db, siteId: string, token: string): Promise<string | null> {
  const [row] = await db.select({ id: households.id }).from(households).where(and(eq(households.siteId, siteId), eq(households.linkToken, token)));
  return row?.id ?? null;
}

/** Bytes the site's guests' photos take now. */
export async function storedBytes(db: Executor, siteId: string): Promise<number> {
  const [row] = await db.select({ bytes: sql<string>`coalesce(sum(${guestPhotos.bytes}), 0)` }).from(guestPhotos).where(eq(guestPhotos.siteId, siteId));
  return Number(row?.bytes ?? 0);
}

/** Bytes declared by the site's uploads started since `since` and not finished: the room they will take. */
export async function openUploadBytes(db: Db, siteId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${guestPhotoUploads.size}), 0)` })
    .from(guestPhotoUploads)
    .where(and(eq(guestPhotoUploads.siteId, siteId), isNull(guestPhotoUploads.photoId), gt(guestPhotoUploads.createdAt, since)));
  return Number(row?.bytes ?? 0);
}

/** Unfinished uploads of one browser on a site, started since `since`. */
export async function openUploads(db: Db, siteId: string, uploaderHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(guestPhotoUploads)
    .where(and(eq(guestPhotoUploads.siteId, siteId), eq(guestPhotoUploads.uploaderHash, uploaderHash), isNull(guestPhotoUploads.photoId), gt(guestPhotoUploads.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertUpload(db: Db, upload: typeof guestPhotoUploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(guestPhotoUploads).values(upload).returning();
  return row!;
}

export async function findUpload(db: Executor, siteId: string, uploadId: string, lock = false): Promise<UploadRow | undefined> {
  const query = db.select().from(guestPhotoUploads).where(and(eq(guestPhotoUploads.id, uploadId), eq(guestPhotoUploads.siteId, siteId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function receivedParts(db: Executor, uploadId: string): Promise<number[]> {
  const rows = await db.select({ index: guestPhotoUploadParts.index }).from(guestPhotoUploadParts).where(eq(guestPhotoUploadParts.uploadId, uploadId)).orderBy(asc(guestPhotoUploadParts.index));
  return rows.map((row) => row.index);
}

/** Stores a part once: the same part sent again changes nothing. */
export async function insertPart(db: Db, uploadId: string, index: number, bytes: Buffer): Promise<void> {
  await db.insert(guestPhotoUploadParts).values({ uploadId, index, bytes }).onConflictDoNothing();
}

/**
 * The parts joined in order into one buffer of the upload's size, read one at a time: the
 * process never holds the parts twice, and decoding each part's bytes from PostgreSQL's answer
 * holds the event loop for a part's worth (milliseconds) rather than a whole video's.
 */
export async function joinedParts(db: Executor, upload: Pick<UploadRow, "id" | "size">, partBytes: number): Promise<Buffer> {
  const joined = Buffer.allocUnsafe(upload.size);
  for (let index = 0, at = 0; at < upload.size; index++, at += partBytes) {
    const [part] = await db
      .select({ bytes: guestPhotoUploadParts.bytes })
      .from(guestPhotoUploadParts)
      .where(and(eq(guestPhotoUploadParts.uploadId, upload.id), eq(guestPhotoUploadParts.index, index)));
    if (!part || part.bytes.length !== Math.min(partBytes, upload.size - at)) throw new Error(`Part ${index} of upload ${upload.id} is missing or of another size`);
    part.bytes.copy(joined, at);
  }
  return joined;
}

/** The upload became `photoId`: its parts go, the row stays to answer a repeated finish. */
export async function markFinished(db: Executor, uploadId: string, photoId: string): Promise<void> {
  await db.update(guestPhotoUploads).set({ photoId }).where(eq(guestPhotoUploads.id, uploadId));
  await db.delete(guestPhotoUploadParts).where(eq(guestPhotoUploadParts.uploadId, uploadId));
}

export async function insertPhoto(db: Executor, photo: typeof guestPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(guestPhotos).values(photo).returning();
  return row!;
}

export async function findPhoto(db: Executor, siteId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(guestPhotos).where(and(eq(guestPhotos.id, photoId), eq(guestPhotos.siteId, siteId)));
  return row;
}

export async function findPhotoByFile(db: Db, siteId: string, fileId: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(guestPhotos).where(and(eq(guestPhotos.fileId, fileId), eq(guestPhotos.siteId, siteId)));
  return row;
}

/** Who a guest is: their browser's key, and the household of their personal link. */
export interface Viewer {
  uploaderHash: string | null;
  householdId: string | null;
}

/** The photos of `viewer`'s own (by browser or household), as SQL. */
export function ownedBy(viewer: Viewer): SQL {
  const mine = [viewer.uploaderHash ? eq(guestPhotos.uploaderHash, viewer.uploaderHash) : undefined, viewer.householdId ? eq(guestPhotos.householdId, viewer.householdId) : undefined].filter(Boolean);
  return mine.length ? or(...mine)! : sql`false`;
}

/** What a guest may see, newest first, at most `limit`: approved ones when guests see all, and their own. */
export async function visiblePhotos(db: Db, siteId: string, viewer: Viewer, seeAll: boolean, limit: number): Promise<PhotoRow[]> {
  const visible = seeAll ? or(eq(guestPhotos.state, "approved"), ownedBy(viewer))! : ownedBy(viewer);
  return db.select().from(guestPhotos).where(and(eq(guestPhotos.siteId, siteId), visible)).orderBy(desc(guestPhotos.createdAt), desc(guestPhotos.id)).limit(limit);
}

/** Deletes a photo of the viewer's own; false when there is none such (the trigger names its files for removal). */
export async function deleteOwnPhoto(db: Db, siteId: string, photoId: string, viewer: Viewer): Promise<boolean> {
  const deleted = await db.delete(guestPhotos).where(and(eq(guestPhotos.id, photoId), eq(guestPhotos.siteId, siteId), ownedBy(viewer))).returning({ id: guestPhotos.id });
  return deleted.length > 0;
}

/** Removes uploads started before `before` that never finished (their parts cascade), and the finished ones' rows as old. */
export async function deleteExpiredUploads(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(guestPhotoUploads).where(lt(guestPhotoUploads.createdAt, before)).returning({ id: guestPhotoUploads.id });
  return deleted.length;
}
