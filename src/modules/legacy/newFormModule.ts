import type { UiLanguage } from "../../domain/languages";
import { newId } from "../../domain/lists";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import type { LegacyModuleOf } from "./document";
import { RSVP3_DEFAULTS, rsvp3Properties, SPEECH2_DEFAULTS, speech2Properties } from "./rsvpProperties";
import { LEGACY_FORM_TEXTS } from "./texts";

/** The confirmation a new form starts with, in the site's language (the schema's defaults are the older product's Swedish ones). */
const CONFIRMATIONS: Record<UiLanguage, { rsvp: string; speech: string }> = {
  sv: { rsvp: RSVP3_DEFAULTS.confirmationText, speech: SPEECH2_DEFAULTS.confirmationText },
  en: { rsvp: "Thank you for your RSVP, we have received your details.", speech: "Thank you for signing up to give a speech" },
  da: { rsvp: "Tak for din tilmelding, vi har modtaget dine oplysninger.", speech: "Tak, fordi du har tilmeldt dig at holde tale" },
};

/**
 * A legacy RSVP (RSVP3, the add dialog's OSA) or speech sign-up (Speech2) added on a legacy site:
 * an empty form of the older product's, titled and confirmed in the site's one language.
 */
export function newLegacyFormModule(type: "RSVP3" | "Speech2", language: UiLanguage): LegacyModuleOf<"RSVP3" | "Speech2"> {
  const common = { id: newId("CLIENTID-"), menuTitle: "", hide: false, hideInMenu: false };
  const confirmationTitle = LEGACY_FORM_TEXTS[language].thanks;
  if (type === "RSVP3") {
    const title = MODULE_CHOICE_TEXTS[language].Rsvp.name;
    return { ...common, module: "RSVP3", properties: rsvp3Properties.parse({ title, confirmationTitle, confirmationText: CONFIRMATIONS[language].rsvp }) };
  }
  const title = MODULE_CHOICE_TEXTS[language].Speech.name;
  return { ...common, module: "Speech2", properties: speech2Properties.parse({ title, confirmationTitle, confirmationText: CONFIRMATIONS[language].speech }) };
}
