/** The owner's image calls (docs/api.md): upload, crop and undoing a crop. */

import type { CropArea } from "../../domain/site/crop";
import type { SiteImage } from "../../domain/site/common";
import { api, ApiError, readAnswer } from "./client";
import { sitePath } from "./paths";

/**
 * Uploads one image as multipart `file`. XMLHttpRequest rather than fetch, since only it
 * reports upload progress; onProgress gets the share sent, 0 to 1.
 */
export const uploadImage = (siteId: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal) =>
  uploadImageTo(`${sitePath(siteId)}/upload-image`, file, onProgress, signal);

/** The upload to a given call: the site's, or a card's (api/prints.ts). */
export function uploadImageTo(url: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<SiteImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readAnswer<SiteImage>(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    // The network failed before any answer: XMLHttpRequest gives no text of its own.
    request.onerror = () => reject(new ApiError(undefined, null, "The upload failed: no answer from the server"));
    request.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

export interface CropRequest {
  originalName?: string;
  /** The image the crop is in pixels of: the original or one of its sizes. */
  sourceImageUrl: string;
  crop: CropArea;
  /** Passed on so the very first upload stays restorable after cropping again. */
  imageBeforeEdit?: SiteImage["imageBeforeEdit"];
}

export const cropImage = (siteId: string, request: CropRequest) => api.put<SiteImage>(`${sitePath(siteId)}/crop-image/v2`, request);

export const revertCrop = (siteId: string, image: SiteImage) => api.put<SiteImage>(`${sitePath(siteId)}/crop-image/v2/revert`, { image });
