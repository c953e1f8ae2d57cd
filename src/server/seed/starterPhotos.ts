import { readFileSync } from "node:fs";

/**
 * The freely licensed photographs of the demo site and the starter pages (docs/photos.md names
 * their sources and how they were resized). Each carries its credit, which the guest page's
 * footer shows for as long as the photo is on the page: CC BY asks for it, and it tells the
 * couple and their guests that the picture is a stand-in, not theirs.
 */
export const STARTER_PHOTOS = {
  dandelions: { file: "dandelions.jpg", credit: "Clemens Engelhardt (CC0 1.0)" },
  sunset: { file: "sunset.jpg", credit: "Aitzol Berasategi (CC BY 4.0)" },
  autumnHills: { file: "autumn-hills.jpg", credit: "Aitzol Berasategi (CC BY 4.0)" },
  mountainPath: { file: "mountain-path.jpg", credit: "Aitzol Berasategi (CC BY 4.0)" },
  forestStream: { file: "forest-stream.jpg", credit: "Aitzol Berasategi (CC BY 4.0)" },
} as const;

export type StarterPhoto = (typeof STARTER_PHOTOS)[keyof typeof STARTER_PHOTOS];

/** The photo's file as shipped in the repository (1600 px wide JPEG). */
export function starterPhotoFile(photo: StarterPhoto): Buffer {
  return readFileSync(new URL(`./photos/${photo.file}`, import.meta.url));
}
