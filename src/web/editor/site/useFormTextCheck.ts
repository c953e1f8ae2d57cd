import { missingFormTexts, missingFormTextsError } from "../../../modules/formTranslations";
import type { SiteDocument } from "../../../modules/siteDocument";
import { ApiError } from "../../api/client";
import { useShowError } from "../../errors/useShowError";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";

/**
 * Save's own look at the server's rule (spec 3, section 5): questions and answers missing in a
 * site language stop Save at once with the message the server would give, naming them.
 */
export function useFormTextCheck(): (document: SiteDocument) => boolean {
  const showError = useShowError();
  const texts = useOwnerTexts(EDITOR_TEXTS);
  return (document) => {
    const missing = missingFormTexts(document);
    if (missing.length === 0) return true;
    showError(new ApiError(422, missingFormTextsError(missing), undefined), texts.saveFailed);
    return false;
  };
}
