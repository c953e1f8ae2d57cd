import type { PhotoFile, SlideshowPhoto } from "../../domain/guestPhotos/types";

/**
 * The photo after `after` in the round (oldest approval first, from the start again after the
 * last), leaving out those already tried this turn; the first one when `after` is none or gone
 * from the list. Null when every photo has been tried.
 */
export function nextPhoto(photos: readonly SlideshowPhoto[], after: string | null, tried: ReadonlySet<string>): SlideshowPhoto | null {
  const from = after === null ? -1 : photos.findIndex((photo) => photo.id === after);
  for (let step = 1; step <= photos.length; step++) {
    const photo = photos[(from + step) % photos.length]!;
    if (!tried.has(photo.id)) return photo;
  }
  return null;
}

/** The smallest of a photo's files at least `pixels` wide (the screen's width), or its largest. */
export function photoFile(photo: Pick<SlideshowPhoto, "files">, pixels: number): PhotoFile {
  return photo.files.find((file) => file.width >= pixels) ?? photo.files.at(-1)!;
}
