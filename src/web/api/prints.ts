/** The card calls (spec 3, section 7; decision 035). */

import type { PrintCard } from "../../domain/print/card";
import type { SiteImage } from "../../domain/site/common";
import { api } from "../../kit/api/client";
import { uploadImageTo, type CropRequest } from "../../kit/api/images";
import { sitePath } from "../../kit/api/paths";

/** A stored card as the API answers it. */
export type StoredPrint = PrintCard & { _id: string; site: string };

const printPath = (printId: string) => `/api/prints/${encodeURIComponent(printId)}`;

export const fetchPrint = (printId: string) => api.get<StoredPrint>(printPath(printId));
const rendererPath = (printId: string, key: string) => `${printPath(printId)}/serverAccess/${encodeURIComponent(key)}`;

/**
 * The card for the print renderer, which has no session: its photos from the site's folder are
 * read through the key as well (an unpublished or protected site's images need the owner).
 */
export async function fetchPrintForRenderer(printId: string, key: string): Promise<StoredPrint> {
  const card = await api.get<StoredPrint>(rendererPath(printId, key));
  const siteFolder = `/images/${card.site}/`;
  const content = card.content.map((item) => (item.contentType === "image" && item.path === siteFolder ? { ...item, path: `${rendererPath(printId, key)}/images/` } : item));
  return { ...card, content };
}
/** A per-household order's cards for the print page: each household's name and personal link (decision 105). */
export const fetchHouseholdCardsForRenderer = (printId: string, key: string, orderId: string) =>
  api.get<{ households: { name: string; url: string }[] }>(`${rendererPath(printId, key)}/orders/${encodeURIComponent(orderId)}/households`).then((answer) => answer.households);
export const fetchSitePrints = (siteId: string) => api.get<{ prints: StoredPrint[] }>(`${sitePath(siteId)}/prints/`);
export const createPrint = (siteId: string, card: PrintCard) => api.post<{ id: string }>("/api/prints/", { ...card, site: siteId });
export const savePrint = (printId: string, card: PrintCard) => api.put<StoredPrint>(printPath(printId), card);

export const uploadCardImage = (printId: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal) =>
  uploadImageTo(`${printPath(printId)}/image-upload`, file, onProgress, signal);

/** The card's crop body names the area beside the image (decision 035). */
export const cropCardImage = (printId: string, { crop, ...image }: CropRequest) => api.put<SiteImage>(`${printPath(printId)}/image-crop`, { ...image, ...crop });
