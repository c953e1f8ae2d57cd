/** Load and save of the site being edited (docs/api.md: GET and PUT /api/sites/{siteId}). */

import { useQuery } from "@tanstack/react-query";
import type { EditorSite } from "../../modules/editorSite";
import type { LegacySiteDocument } from "../../modules/legacy/document";
import type { AnyEditorSite, LegacyEditorSite } from "../../modules/legacy/editorSite";
import type { SiteDocument } from "../../modules/siteDocument";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

export const editorSiteKey = (siteId: string) => ["sites", siteId] as const;

export function useEditorSite(siteId: string, enabled = true) {
  // The draft lives in the editor; a refetch on focus would only race with it.
  return useQuery({ queryKey: editorSiteKey(siteId), queryFn: () => api.get<AnyEditorSite>(sitePath(siteId)), refetchOnWindowFocus: false, enabled });
}

/** `baseVersionId`: the version the draft started from; a save on top of another is refused with 409 `siteSavedMeanwhile`. */
export const saveSite = (siteId: string, document: SiteDocument, baseVersionId: string | null) =>
  api.put<EditorSite>(sitePath(siteId), { ...document, baseVersionId });

/** A legacy site is saved in its own shape (properties as a map) and answered as it loads. */
export const saveLegacySite = (siteId: string, document: LegacySiteDocument) => api.put<LegacyEditorSite>(sitePath(siteId), document);
