import { removeById } from "../../../domain/lists";
import type { SiteDocument } from "../../../modules/siteDocument";

/** Deletes a module for good, with the receivers its answers went to. */
export function removeModule(document: SiteDocument, moduleId: string): SiteDocument {
  return {
    ...document,
    siteModules: removeById(document.siteModules, moduleId),
    formRecipients: document.formRecipients.filter((entry) => entry.formId !== moduleId),
  };
}
