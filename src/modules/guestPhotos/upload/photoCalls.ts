import type { GuestPhoto, GuestPhotoList, UploadStatus } from "../../../domain/guestPhotos/types";
import { guestApi } from "../../../kit/guestPage/guestApi";
import type { UploadCalls } from "./sendUpload";

/** Who is asking: this browser's key, and on a personal page its household's token. */
export interface Viewer {
  uploader: string;
  household?: string;
}

const base = (siteId: string) => `/api/guest-photos/${encodeURIComponent(siteId)}`;

function query(viewer: Viewer, withHousehold: boolean): string {
  const search = new URLSearchParams({ uploader: viewer.uploader });
  if (withHousehold && viewer.household) search.set("household", viewer.household);
  return `?${search.toString()}`;
}

/** The upload calls of the guests' photos' contract, for this viewer. */
export function uploadCalls(siteId: string, viewer: Viewer): UploadCalls {
  const upload = (uploadId: string) => `${base(siteId)}/uploads/${encodeURIComponent(uploadId)}`;
  return {
    start: (input) => guestApi<UploadStatus>(`${base(siteId)}/uploads`, { method: "POST", body: input }),
    status: (uploadId) => guestApi<UploadStatus>(`${upload(uploadId)}${query(viewer, false)}`),
    part: (uploadId, index, bytes) => guestApi<UploadStatus>(`${upload(uploadId)}/parts/${index}${query(viewer, false)}`, { method: "PUT", bytes }),
    finish: (uploadId) => guestApi<GuestPhoto>(`${upload(uploadId)}/finish`, { method: "POST", body: { uploader: viewer.uploader } }),
  };
}

/** The photos this viewer may see, own ones marked. */
export const listPhotos = (siteId: string, viewer: Viewer) => guestApi<GuestPhotoList>(`${base(siteId)}${query(viewer, true)}`);

/** Removes one of the viewer's own photos. */
export const removePhoto = (siteId: string, viewer: Viewer, photoId: string) =>
  guestApi<null>(`${base(siteId)}/photos/${encodeURIComponent(photoId)}${query(viewer, true)}`, { method: "DELETE" });
