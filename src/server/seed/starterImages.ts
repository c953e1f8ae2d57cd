import type { StarterImages } from "../../domain/starter/images";
import { storeImage } from "../features/images/pipeline";
import type { Storage } from "../providers/storage/storage";
import { STARTER_ART } from "./starterArt";

export type DemoImages = StarterImages;

export async function storeDemoImages(storage: Storage, siteId: string): Promise<DemoImages> {
  const entries = await Promise.all(
    Object.entries(STARTER_ART).map(async ([name, svg]) => {
      const image = await storeImage(storage, siteId, Buffer.from(svg), `${name}.jpg`);
      return [name, { ...image, isDemoImage: true }] as const;
    }),
  );
  return Object.fromEntries(entries) as DemoImages;
}
