import { createHash } from "node:crypto";
import sharp from "sharp";
import { STARTER_IMAGE_FOLDER } from "../../domain/quickStart";
import type { SiteImage } from "../../domain/site/common";
import { STARTER_IMAGE_NAMES, type StarterImages } from "../../modules/starter/images";
import { hashId } from "../features/images/contentId";
import { sizesFor, storeImage, type Area } from "../features/images/pipeline";
import type { Storage } from "../providers/storage/storage";
import { STARTER_ART, starterPictureSource } from "./starterArt";

export type DemoImages = StarterImages;

/** A UUID-shaped file id from the picture itself (its file and the part kept): every process agrees on it, and changed art gets a new one. */
const artId = (input: Buffer, area: Area | undefined) => hashId(createHash("sha256").update(input).update(JSON.stringify(area ?? null)));

/** The picture as stored earlier (by this or another process), or null when any of its files is missing. */
async function alreadyStored(storage: Storage, id: string, originalName: string): Promise<SiteImage | null> {
  const fileName = `${id}.jpg`;
  const original = await storage.get(`${STARTER_IMAGE_FOLDER}/${fileName}`);
  if (!original) return null;
  const { width, height } = await sharp(original.body).metadata();
  const sizes = sizesFor(width).map((size) => ({ fileName: `${id}-${size}.webp`, size }));
  const stored = await Promise.all(sizes.map((size) => storage.has(`${STARTER_IMAGE_FOLDER}/${size.fileName}`)));
  return stored.every(Boolean) ? { path: `/images/${STARTER_IMAGE_FOLDER}/`, fileName, originalName, sizes, width, height } : null;
}

async function storeStarterImages(storage: Storage): Promise<StarterImages> {
  const images = {} as StarterImages;
  // One after the other: thirteen at once would fill the image line (images/imageJobs.ts) that uploads wait in.
  for (const name of STARTER_IMAGE_NAMES) {
    const { input, area, credit } = starterPictureSource(STARTER_ART[name]);
    const id = artId(input, area);
    const originalName = `${name}.jpg`;
    const image = (await alreadyStored(storage, id, originalName)) ?? (await storeImage(storage, STARTER_IMAGE_FOLDER, input, originalName, { id, area }));
    images[name] = { ...image, isDemoImage: true, ...(credit && { credit }) };
  }
  return images;
}

const stored = new WeakMap<Storage, Promise<StarterImages>>();

/**
 * The starter pages' pictures in Storage under `starter/` (path `/images/starter/`), shared by
 * every quick-start visitor and copied into a site that uses them. Stored on first need, at
 * most once per process and storage; a failure is tried again on the next need.
 */
export function starterImages(storage: Storage): Promise<StarterImages> {
  let images = stored.get(storage);
  if (!images) {
    images = storeStarterImages(storage);
    stored.set(storage, images);
    images.catch(() => stored.delete(storage));
  }
  return images;
}
