import { GALLERY_PHOTOS_PER_CALL, PHOTO_IDS_PER_CALL_MAX } from "../../domain/guestPhotos/limits";
import type { OwnerPhoto, PhotoState } from "../../domain/guestPhotos/types";

/** The photo page's filter: one state, or every photo. */
export const PHOTO_FILTERS = ["pending", "approved", "hidden", "all"] as const satisfies readonly (PhotoState | "all")[];
export type PhotoFilter = (typeof PHOTO_FILTERS)[number];

export function filterCounts(photos: readonly OwnerPhoto[]): Record<PhotoFilter, number> {
  const counts = { pending: 0, approved: 0, hidden: 0, all: photos.length };
  for (const photo of photos) counts[photo.state] += 1;
  return counts;
}

export function photosIn(photos: readonly OwnerPhoto[], filter: PhotoFilter): readonly OwnerPhoto[] {
  return filter === "all" ? photos : photos.filter((photo) => photo.state === filter);
}

/** The page opens on what waits for the couple, when anything does. */
export const firstFilter = (photos: readonly OwnerPhoto[]): PhotoFilter => (photos.some((photo) => photo.state === "pending") ? "pending" : "all");

/** A new set (React sees the change) with one photo chosen or let go. */
export function toggled(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** "Välj alla": every photo in view joins the selection; when all of them were in it already, they leave it. */
export function selectAllIn(selection: ReadonlySet<string>, inView: readonly OwnerPhoto[]): Set<string> {
  const next = new Set(selection);
  const allChosen = inView.every((photo) => selection.has(photo.id));
  for (const photo of inView) {
    if (allChosen) next.delete(photo.id);
    else next.add(photo.id);
  }
  return next;
}

/** What an action acts on: the chosen photos still in view (not one chosen under another filter, nor one deleted meanwhile). */
export const selectedIn = (selection: ReadonlySet<string>, inView: readonly OwnerPhoto[]): OwnerPhoto[] => inView.filter((photo) => selection.has(photo.id));

/** Why the selected photos cannot go into the gallery as they are, or undefined when they can. */
export function galleryRefusal(chosen: readonly OwnerPhoto[]): "tooMany" | "video" | undefined {
  if (chosen.length > GALLERY_PHOTOS_PER_CALL) return "tooMany";
  return chosen.some((photo) => photo.kind === "video") ? "video" : undefined;
}

/** "Välj alla" under Alla may hold thousands: a moderation is sent in calls of the most one call takes, one after another. */
export function inCalls(photoIds: readonly string[], size = PHOTO_IDS_PER_CALL_MAX): string[][] {
  const calls: string[][] = [];
  for (let start = 0; start < photoIds.length; start += size) calls.push(photoIds.slice(start, start + size));
  return calls;
}
