import { useEffect } from "react";
import { useEditorSite } from "../api/sites";
import { useShowError } from "../errors/useShowError";
import { useI18n } from "../i18n/useI18n";

/** The site as the editor loads it (host, publication, domain registrations); a failed load opens the error dialog. */
export function useAddressSite(siteId: string) {
  const { t } = useI18n();
  const showError = useShowError();
  const site = useEditorSite(siteId);
  useEffect(() => {
    if (site.error) showError(site.error, t.addresses.loadFailed);
  }, [site.error, showError, t]);
  return site;
}
