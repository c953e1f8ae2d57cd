import { moveBy, removeById } from "../../../domain/lists";
import type { SiteDocument } from "../../../modules/siteDocument";

/** Moves a module `by` places (negative is up): one by the arrows, any number by a drag. */
export function moveModule(document: SiteDocument, moduleId: string, by: number): SiteDocument {
  return { ...document, siteModules: moveBy(document.siteModules, moduleId, by) };
}

/** Deletes a module for good, with the receivers its answers went to. */
export function removeModule(document: SiteDocument, moduleId: string): SiteDocument {
  return {
    ...document,
    siteModules: removeById(document.siteModules, moduleId),
    formRecipients: document.formRecipients.filter((entry) => entry.formId !== moduleId),
  };
}
