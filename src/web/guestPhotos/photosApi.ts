import { useQuery } from "@tanstack/react-query";
import type { OwnerPhotoList, PhotoModerationInput, PhotoSettings } from "../../domain/guestPhotos/types";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

/** The couple's calls for the guests' photos (docs/roles.md); each write answers what the page shows. */
const photosPath = (siteId: string) => `${sitePath(siteId)}/guest-photos`;

export const guestPhotosKey = (siteId: string) => ["sites", siteId, "guest-photos"] as const;

/** New uploads show without a reload: read again this often while the page is in view, and at once on focus. */
export const PHOTOS_REFETCH_MS = 15_000;

export function useGuestPhotos(siteId: string) {
  return useQuery({
    queryKey: guestPhotosKey(siteId),
    queryFn: () => api.get<OwnerPhotoList>(photosPath(siteId)),
    refetchInterval: PHOTOS_REFETCH_MS,
    refetchOnWindowFocus: "always",
  });
}

export const photoCalls = (siteId: string) => ({
  saveSettings: (settings: PhotoSettings) => api.put<PhotoSettings>(`${photosPath(siteId)}/settings`, settings),
  moderate: (input: PhotoModerationInput) => api.post<OwnerPhotoList>(`${photosPath(siteId)}/moderation`, input),
  toGallery: (photoIds: string[]) => api.post<OwnerPhotoList>(`${photosPath(siteId)}/gallery`, { photoIds }),
  newSlideshowKey: () => api.post<OwnerPhotoList>(`${photosPath(siteId)}/slideshow-key`, {}),
});

/** Downloads, opened as links: the browser streams them to a file. */
export const photoFiles = (siteId: string) => ({
  archive: `${photosPath(siteId)}/archive.zip`,
  tableCards: `${photosPath(siteId)}/table-cards.pdf`,
});
