import { useEditorSite } from "../api/sites";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";

/** The site as the editor loads it (host, publication, domain registrations); a failed load opens the error dialog. */
export function useAddressSite(siteId: string) {
  const { t } = useI18n();
  const site = useEditorSite(siteId);
  useLoadError(site.error, t.addresses.loadFailed);
  return site;
}
