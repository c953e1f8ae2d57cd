/** The legacy site calls of the editor (docs/api.md): the conversion's preview, the conversion, the import upload. */

import type { ConversionPreview, ConvertedSite } from "../../modules/legacy/conversionPreview";
import type { LegacyEditorSite } from "../../modules/legacy/editorSite";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

export const conversionPreviewKey = (siteId: string) => ["sites", siteId, "legacy-conversion-preview"] as const;

/** Stores nothing: what the conversion would store. */
export const previewConversion = (siteId: string) => api.post<ConversionPreview>(`${sitePath(siteId)}/legacy-conversion/preview`);

export const convertSite = (siteId: string) => api.post<ConvertedSite>(`${sitePath(siteId)}/legacy-conversion`);

/** The import's answer: the site in the legacy shape and the report's warning lines. */
export type ImportedSite = LegacyEditorSite & { warnings: string[] };

/** The legacy document as the `document` part, then each image under its own file name (decision 053). */
export function importLegacySite(siteId: string, document: File, images: readonly File[]) {
  const form = new FormData();
  form.append("document", document);
  for (const image of images) form.append("image", image, image.name);
  return api.postForm<ImportedSite>(`${sitePath(siteId)}/legacy-import`, form);
}
