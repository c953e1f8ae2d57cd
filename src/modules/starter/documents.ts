import type { Brand } from "../../domain/brands";
import { wizardData, type WizardData } from "../../domain/wizard";
import type { SiteDocument } from "../siteDocument";
import { eventModules } from "./event/document";
import type { StarterImages } from "./images";
import { partyModules } from "./party/document";
import { startedSite } from "./site";
import { weddingModules } from "./wedding/document";

/** The party and event pages' looks; the wedding page wears the wizard's choice. */
const STARTER_TEMPLATES = { party: "FESTIVE", event: "MODERN" } as const;

/**
 * The page a new owner starts from (spec 3, section 4), never an empty one, in the market's
 * language: the wedding page the wizard makes from its defaults, or the brand's own page.
 * It is not the wizard's, so it carries no wizardData.
 */
export function starterDocument(brand: Brand, images: StarterImages, now: Date, language: string): SiteDocument {
  if (brand === "wedding") return startedSite("wedding", null, [language], weddingModules(wizardData.parse({}), [language], images, now));
  const modules = brand === "party" ? partyModules(language, images, now) : eventModules(language, images, now);
  return startedSite(brand, STARTER_TEMPLATES[brand], [language], modules);
}

/** The site the wizard generates from what it was told, with the defaults of section 4, in every chosen language. */
export function wizardDocument(data: WizardData, images: StarterImages, now: Date): SiteDocument {
  const languages = [...new Set(data.languages)];
  return startedSite("wedding", data.designTemplate, languages, weddingModules(data, languages, images, now), data);
}
