/** The version calls of the editor (docs/api.md): the list, one version, restore. */

import { useQuery } from "@tanstack/react-query";
import type { SiteVersion, SiteVersionSummary } from "../../modules/editorSite";
import type { AnyEditorSite, LegacySiteVersion } from "../../modules/legacy/editorSite";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

const siteVersionsKey = (siteId: string) => ["sites", siteId, "versions"] as const;

export function useSiteVersions(siteId: string) {
  return useQuery({
    queryKey: siteVersionsKey(siteId),
    queryFn: async () => (await api.get<{ versions: SiteVersionSummary[] }>(`${sitePath(siteId)}/versions`)).versions,
  });
}

/** A stored version never changes, so once loaded it is kept. The one a conversion kept is in the legacy shape. */
export function useSiteVersion(siteId: string, versionId: string | undefined) {
  return useQuery({
    queryKey: [...siteVersionsKey(siteId), versionId],
    queryFn: () => api.get<SiteVersion | LegacySiteVersion>(`${sitePath(siteId)}/versions/${encodeURIComponent(versionId!)}`),
    enabled: versionId !== undefined,
    staleTime: Infinity,
  });
}

export const restoreVersion = (siteId: string, versionId: string) =>
  api.post<AnyEditorSite>(`${sitePath(siteId)}/versions/${encodeURIComponent(versionId)}/restore`);
