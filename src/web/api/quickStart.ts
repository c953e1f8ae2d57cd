/** Quick start's site (docs/api.md: GET /api/sites/quick-start/, POST /api/sites/quick-start/wizard/). */

import { useQuery } from "@tanstack/react-query";
import { QUICK_START_SITE_ID } from "../../domain/quickStart";
import type { QuickStartSiteResponse } from "../../modules/editorSite";
import type { WizardData } from "../../domain/wizard";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

const quickStartPath = sitePath(QUICK_START_SITE_ID);

/** The brand's starter page, or with the wizard's answers the page generated from them; and the visitor's own site, if logged in. */
export function useQuickStartSite(wizard: WizardData | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ["quick-start", wizard],
    queryFn: () => (wizard ? api.post<QuickStartSiteResponse>(`${quickStartPath}/wizard/`, wizard) : api.get<QuickStartSiteResponse>(`${quickStartPath}/`)),
    // The draft lives in the editor; a refetch on focus would only race with it.
    refetchOnWindowFocus: false,
  });
}
