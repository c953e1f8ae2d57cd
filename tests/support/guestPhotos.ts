import { randomUUID } from "node:crypto";
import type { PhotoState } from "../../src/domain/guestPhotos/types";
import type { Db } from "../../src/server/db/client";
import { guestPhotos } from "../../src/server/db/schema";
import { storeImage } from "../../src/server/features/images/pipeline";
import { photoFolder } from "../../src/server/features/guestPhotos/photoFiles";
import type { Storage } from "../../src/server/providers/storage/storage";
import { photo } from "./photo";

export interface SeededPhoto {
  id: string;
  fileId: string;
}

/**
 * A guest's photo stored as an upload leaves it (a JPEG original and WebP sizes under the site's
 * guest-photos folder) with its row written straight to the database: for tests of what is done
 * with photos, not of the upload itself.
 */
export async function seedGuestPhoto(
  deps: { db: Db; storage: Storage },
  siteId: string,
  options: { state?: PhotoState; guestName?: string | null; caption?: string | null; householdId?: string | null; uploaderHash?: string; width?: number; height?: number; createdAt?: Date } = {},
): Promise<SeededPhoto> {
  const fileId = randomUUID();
  const { width = 1200, height = 800, state = "approved" } = options;
  const stored = await storeImage(deps.storage, photoFolder(siteId), await photo(width, height, "jpeg"), "IMG_0001.jpg", { id: fileId });
  const [row] = await deps.db
    .insert(guestPhotos)
    .values({
      siteId,
      kind: "image",
      state,
      fileId,
      sizes: stored.sizes.map((size) => size.size),
      width: stored.width ?? width,
      height: stored.height ?? height,
      bytes: width * height,
      originalName: "IMG_0001.jpg",
      guestName: options.guestName ?? null,
      caption: options.caption ?? null,
      householdId: options.householdId ?? null,
      uploaderHash: options.uploaderHash ?? "seeded",
      approvedAt: state === "approved" ? (options.createdAt ?? new Date()) : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: guestPhotos.id });
  return { id: row!.id, fileId };
}
