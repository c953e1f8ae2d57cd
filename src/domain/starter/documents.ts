import type { Brand } from "../brands";
import type { WizardData } from "../wizard";
import type { SiteDocumentInput } from "../../modules/siteDocument";
import type { StarterImages } from "./images";

/**
 * The page a new owner starts from (spec 3, section 4): never an empty one.
 * PLACEHOLDER: the starter-content work replaces both bodies.
 */
export function starterDocument(brand: Brand, images: StarterImages, now: Date, language: string): SiteDocumentInput {
  void brand;
  void now;
  return {
    language,
    availableLanguages: [{ languageCode: language }],
    siteModules: [{ id: "header-1", siteModuleType: "Header", title: { [language]: "Välkommen" }, image: images.header }],
  };
}

/** The site the wizard generates from what it was told, with the defaults of section 4. */
export function wizardDocument(data: WizardData, images: StarterImages, now: Date): SiteDocumentInput {
  return { ...starterDocument("wedding", images, now, data.languages[0] ?? "sv"), wizardData: data };
}
