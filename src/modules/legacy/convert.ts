import { DOCUMENT_VERSION } from "../document/migrations";
import type { SiteDocument } from "../siteDocument";
import type { SiteModule } from "../siteModule";
import { formOf, rsvpOf, type LegacyLanguage } from "./convertForms";
import type { LegacyModule, LegacySiteDocument } from "./document";
import { legacyImages } from "./newerImage";
import { isPlainLegacyModule, newerModule, type MappingContext } from "./newerModules";

/**
 * A legacy site in the newer shape (issue 14, "convert to the new format"), pure: every plain
 * module as its newer counterpart, RSVP3 as an Rsvp and Speech2 as a Form, module ids, titles
 * and hide flags kept, the design as it is, the site's one language its only one. The RSVP
 * receivers become each Rsvp's form recipients, the speech receivers each Form's. A module's
 * own slug has no place in the newer shape: its anchor is then made from its menu label.
 */
export function convertLegacySite(document: LegacySiteDocument): SiteDocument {
  const { modules, images, mailReceivers, metaNoindex: _setting, language, ...design } = document;
  const context: MappingContext = { language, images: legacyImages(images) };
  const siteModules = modules.map((module) => convertModule(module, context, language));
  const recipients = (type: "Rsvp" | "Form", list: string[]) => (list.length ? siteModules.filter((module) => module.siteModuleType === type).map((module) => ({ formId: module.id, recipients: list })) : []);
  return {
    ...design,
    usesSiteModules: true,
    documentVersion: DOCUMENT_VERSION,
    language,
    availableLanguages: [{ languageCode: language }],
    formRecipients: [...recipients("Rsvp", mailReceivers.rsvp), ...recipients("Form", mailReceivers.speech)],
    siteModules,
  };
}

function convertModule(module: LegacyModule, context: MappingContext, language: LegacyLanguage): SiteModule {
  if (isPlainLegacyModule(module)) return newerModule(module, context);
  return module.module === "RSVP3" ? rsvpOf(module, language) : formOf(module, language);
}
