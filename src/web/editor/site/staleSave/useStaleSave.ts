import { useCallback, useState } from "react";
import { ApiError } from "../../../../kit/api/client";
import { readSiteDocument } from "../../../../modules/document/readSiteDocument";
import type { SiteDocument } from "../../../../modules/siteDocument";
import type { StaleSave } from "./StaleSaveDialog";

/** The editor's open stale save (decision 102): set by a 409 `siteSavedMeanwhile`, cleared by a save or a reload. */
export function useStaleSave() {
  const [current, setCurrent] = useState<StaleSave | null>(null);
  return {
    current,
    clear: useCallback(() => setCurrent(null), []),
    /**
     * Whether the error is a stale save's refusal, which opens the dialog. `base` is what `mine`
     * was made from: the stored page, or after a merge the page it was merged with.
     */
    refused: (error: unknown, mine: SiteDocument, base: SiteDocument | null): boolean => {
      const meanwhile = error instanceof ApiError && error.status === 409 ? error.data?.siteSavedMeanwhile : undefined;
      if (!meanwhile || !base) return false;
      setCurrent({ base, mine, theirs: readSiteDocument(meanwhile.document), versionId: meanwhile.versionId, modules: meanwhile.modules });
      return true;
    },
  };
}
