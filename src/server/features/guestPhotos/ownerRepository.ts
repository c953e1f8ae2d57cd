import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PhotoKind, PhotoSettings, PhotoState } from "../../../domain/guestPhotos/types";
import type { Db } from "../../db/client";
import { guestPhotos, guestPhotoSettings, households } from "../../db/schema";
import { newSlideshowKey } from "./settingsRepository";

/** A photo's row as the couple's answers are made from it, with its household's name. */
export interface OwnerPhotoRow {
  id: string;
  siteId: string;
  kind: PhotoKind;
  state: PhotoState;
  fileId: string;
  sizes: number[];
  width: number;
  height: number;
  bytes: number;
  originalName: string;
  guestName: string | null;
  caption: string | null;
  householdName: string | null;
  inGallery: boolean;
  approvedAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: guestPhotos.id,
  siteId: guestPhotos.siteId,
  kind: sql<PhotoKind>`${guestPhotos.kind}`,
  state: sql<PhotoState>`${guestPhotos.state}`,
  fileId: guestPhotos.fileId,
  sizes: guestPhotos.sizes,
  width: guestPhotos.width,
  height: guestPhotos.height,
  bytes: guestPhotos.bytes,
  originalName: guestPhotos.originalName,
  guestName: guestPhotos.guestName,
  caption: guestPhotos.caption,
  householdName: households.name,
  inGallery: guestPhotos.inGallery,
  approvedAt: guestPhotos.approvedAt,
  createdAt: guestPhotos.createdAt,
};

/** Every photo of the site, newest first, in one query with the households' names. */
export function listOwnerPhotoRows(db: Db, siteId: string): Promise<OwnerPhotoRow[]> {
  return db
    .select(columns)
    .from(guestPhotos)
    .leftJoin(households, eq(households.id, guestPhotos.householdId))
    .where(eq(guestPhotos.siteId, siteId))
    .orderBy(desc(guestPhotos.createdAt), desc(guestPhotos.id));
}

/** The named photos of the site, in the order given; a name that is not one of its photos is left out. */
export async function findOwnerPhotoRows(db: Db, siteId: string, photoIds: readonly string[]): Promise<OwnerPhotoRow[]> {
  const rows = await db
    .select(columns)
    .from(guestPhotos)
    .leftJoin(households, eq(households.id, guestPhotos.householdId))
    .where(and(eq(guestPhotos.siteId, siteId), inArray(guestPhotos.id, [...photoIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return photoIds.flatMap((id) => byId.get(id) ?? []);
}

/** How many of the ids are photos of the site. */
export async function countOwnPhotos(db: Pick<Db, "select">, siteId: string, photoIds: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(guestPhotos)
    .where(and(eq(guestPhotos.siteId, siteId), inArray(guestPhotos.id, [...photoIds])));
  return row?.count ?? 0;
}

/** The couple's settings, over the defaults or stored first with a new slideshow key. */
export async function storePhotoSettings(db: Db, siteId: string, settings: PhotoSettings): Promise<void> {
  await db
    .insert(guestPhotoSettings)
    .values({ siteId, ...settings, slideshowKey: newSlideshowKey() })
    .onConflictDoUpdate({ target: guestPhotoSettings.siteId, set: { ...settings, updatedAt: new Date() } });
}

export async function storeSlideshowKey(db: Db, siteId: string, slideshowKey: string): Promise<void> {
  await db.update(guestPhotoSettings).set({ slideshowKey, updatedAt: new Date() }).where(eq(guestPhotoSettings.siteId, siteId));
}

export async function markInGallery(db: Db, siteId: string, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length) await db.update(guestPhotos).set({ inGallery: true }).where(and(eq(guestPhotos.siteId, siteId), inArray(guestPhotos.id, [...photoIds])));
}
