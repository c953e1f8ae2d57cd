import { randomUUID } from "node:crypto";
import type { PhotoState } from "../../src/domain/guestPhotos/types";
import type { Db } from "../../src/server/db/client";
import { guestPhotos } from "../../src/server/db/schema";
import { originalFileName, photoFolder } from "../../src/server/features/guestPhotos/photoFiles";
import type { Storage } from "../../src/server/providers/storage/storage";

export interface PhotoRow {
  id: string;
  fileId: string;
  original: Buffer | null;
}

/**
 * Many guests' photos at once, a minute apart from `start` in the order given (the last is the
 * newest): the rows in one insert and, with `files`, each original stored as its own small
 * JPEG-like file (distinct bytes), without running the image pipeline 300 times.
 */
export async function insertPhotoRows(
  deps: { db: Db; storage: Storage },
  siteId: string,
  count: number,
  options: { files: boolean; start?: Date; state?: PhotoState; guestName?: (index: number) => string | null; originalBytes?: number } = { files: false },
): Promise<PhotoRow[]> {
  const start = options.start ?? new Date("2026-06-13T14:00:00Z");
  const rows = Array.from({ length: count }, (_, index) => ({ id: randomUUID(), fileId: randomUUID(), index }));
  const originals = await Promise.all(
    rows.map(async (row) => {
      if (!options.files) return null;
      const body = Buffer.alloc(options.originalBytes ?? 2048, row.index % 251);
      body.write(`\xff\xd8photo ${row.index}`, "latin1");
      await deps.storage.put(`${photoFolder(siteId)}/${originalFileName(row.fileId, "image")}`, body, "image/jpeg");
      return body;
    }),
  );
  await deps.db.insert(guestPhotos).values(
    rows.map((row) => ({
      id: row.id,
      siteId,
      kind: "image",
      state: options.state ?? "approved",
      fileId: row.fileId,
      sizes: [600],
      width: 1200,
      height: 800,
      bytes: options.originalBytes ?? 2048,
      originalName: `IMG_${row.index}.jpg`,
      guestName: options.guestName ? options.guestName(row.index) : null,
      uploaderHash: "seeded",
      approvedAt: new Date(start.getTime() + row.index * 60_000),
      createdAt: new Date(start.getTime() + row.index * 60_000),
    })),
  );
  return rows.map((row, index) => ({ id: row.id, fileId: row.fileId, original: originals[index]! }));
}
