import type { QueryClient } from "@tanstack/react-query";
import type { MetaNoindexPayload, SitePasswordPayload } from "../../domain/site/editing";
import type { EditorSite } from "../../modules/editorSite";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";
import { editorSiteKey } from "./sites";

/** The site settings calls of the More drawer (spec 3, section 7). */

/** Sets the guest password; an empty string removes it. */
export const saveSitePassword = (siteId: string, password: string) => api.put<EditorSite>(`${sitePath(siteId)}/password`, { password } satisfies SitePasswordPayload);

export const saveMetaNoindex = (siteId: string, metaNoindex: boolean) =>
  api.put<EditorSite>(`${sitePath(siteId)}/metaNoindex`, { metaNoindex } satisfies MetaNoindexPayload);

/** The QR code of the site's address as a PNG download. */
export const qrCodeUrl = (siteId: string, host: string) => `${sitePath(siteId)}/qr/${encodeURIComponent(host)}/png`;

/**
 * After a settings call: its answer is the site as stored, so it replaces the cached one
 * without another request. The editor's draft survives it (useSiteDraft).
 */
export function storedSettings(queryClient: QueryClient, siteId: string, stored: EditorSite): void {
  queryClient.setQueryData(editorSiteKey(siteId), stored);
}
