import { and, eq, inArray, sql } from "drizzle-orm";
import type { PhotoModerationInput } from "../../../domain/guestPhotos/types";
import { guestPhotos } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { countOwnPhotos } from "./ownerRepository";
import { sweepPhotoRemovals } from "./removals";

/**
 * Approves, hides or deletes the named photos, all or none: an id that is not one of the site's
 * photos (another site's, or one deleted meanwhile) refuses the whole call with a 404. An
 * approval is dated now, so the slideshow shows it next; deleted rows' files go at once (the
 * trigger names them, the sweep removes them; one that fails is left for the next sweep).
 */
export async function moderatePhotos(deps: Pick<Deps, "db" | "storage" | "now">, siteId: string, input: PhotoModerationInput): Promise<void> {
  const ids = [...new Set(input.photoIds)];
  const own = and(eq(guestPhotos.siteId, siteId), inArray(guestPhotos.id, ids));
  await deps.db.transaction(async (tx) => {
    if ((await countOwnPhotos(tx, siteId, ids)) !== ids.length) throw new ApiError(404, "notFound", "A photo named is not one of this site's");
    if (input.action === "delete") await tx.delete(guestPhotos).where(own);
    else if (input.action === "hide") await tx.update(guestPhotos).set({ state: "hidden" }).where(own);
    // A photo approved before keeps its time, so the slideshow does not show it again as new.
    else await tx.update(guestPhotos).set({ state: "approved", approvedAt: sql`CASE WHEN ${guestPhotos.state} = 'approved' THEN ${guestPhotos.approvedAt} ELSE ${deps.now().toISOString()}::timestamptz END` }).where(own);
  });
  if (input.action === "delete") await sweepPhotoRemovals(deps);
}
