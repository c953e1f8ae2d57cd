import type { UiLanguage } from "../../../domain/languages";
import type { ConvertedModule } from "../../../modules/legacy/conversionPreview";
import { NEWER_TYPE } from "../../../modules/legacy/newerModules";
import type { LegacyModuleType } from "../../../modules/legacy/properties";
import { MODULE_CHOICE_TEXTS, type ModuleChoice } from "../../../modules/moduleChoices";
import type { SiteModuleType } from "../../../modules/siteModule";
import { CONVERSION_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/** Each legacy type by the name the owner knows its counterpart by in the add-module dialog. */
const LEGACY_AS_CHOICE: Record<LegacyModuleType, ModuleChoice> = { ...NEWER_TYPE, RSVP3: "Rsvp", Speech2: "Speech" };

function newerName(type: SiteModuleType, language: UiLanguage): string {
  return type === "Rsvp" ? CONVERSION_TEXTS[language].rsvpWithForm : MODULE_CHOICE_TEXTS[language][type].name;
}

/** "OSA (äldre) blir OSA med formulär". */
export const conversionLine = (module: ConvertedModule, language: UiLanguage): string =>
  fill(CONVERSION_TEXTS[language].becomes, { legacy: MODULE_CHOICE_TEXTS[language][LEGACY_AS_CHOICE[module.legacyType]].name, newer: newerName(module.newerType, language) });
