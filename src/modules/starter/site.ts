import type { Brand } from "../../domain/brands";
import { applyDesignTemplate, designTemplatesFor } from "../../domain/site/designTemplates";
import { DEFAULT_DESIGN_TEMPLATE, type WizardData } from "../../domain/wizard";
import { readSiteDocument } from "../document/readSiteDocument";
import type { SiteDocument, SiteDocumentInput } from "../siteDocument";

export type ModuleInput = NonNullable<SiteDocumentInput["siteModules"]>[number];

/** The brand's design template of that id; the standard one when none or an unknown one is asked for. */
function designTemplate(brand: Brand, id: string | null) {
  const templates = designTemplatesFor(brand);
  return templates.find((template) => template.id === id) ?? templates.find((template) => template.id === DEFAULT_DESIGN_TEMPLATE)!;
}

/** A starter site: its modules in its languages (the first is the main one), dressed in a design template. */
export function startedSite(brand: Brand, templateId: string | null, languages: readonly string[], siteModules: ModuleInput[], wizardData: WizardData | null = null): SiteDocument {
  const document = readSiteDocument({
    language: languages[0],
    availableLanguages: languages.map((languageCode) => ({ languageCode })),
    wizardData,
    siteModules,
  });
  return applyDesignTemplate(document, designTemplate(brand, templateId));
}
