import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Storage } from "../../providers/storage/storage";
import { photoFileKeys } from "./photoFiles";

/** Removals one sweep takes on: a few thousand file deletions at most. */
const SWEEP_BATCH = 500;

/**
 * Removes from Storage the files of deleted guest photos (named by the trigger on guest_photos,
 * migration 0042), then their entries. Rows taken are locked and skipped by a sweep running
 * alongside; a failed deletion leaves the entry for the next sweep. Returns how many it removed.
 */
export async function sweepPhotoRemovals(deps: { db: Db; storage: Storage }, batch = SWEEP_BATCH): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const taken = await tx.execute<{ id: string; site_id: string; file_id: string; sizes: number[] }>(
      sql`SELECT id, site_id, file_id, sizes FROM guest_photo_removals ORDER BY created_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    if (!taken.rows.length) return 0;
    await Promise.all(taken.rows.flatMap((row) => photoFileKeys(row.site_id, row.file_id, row.sizes).map((key) => deps.storage.delete(key))));
    await tx.execute(sql`DELETE FROM guest_photo_removals WHERE id = ANY(${`{${taken.rows.map((row) => row.id).join(",")}}`}::uuid[])`);
    return taken.rows.length;
  });
}
