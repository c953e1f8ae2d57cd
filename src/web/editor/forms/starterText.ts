import { uiLanguageFor } from "../../../domain/languages";
import type { TranslatedTextValue } from "../../../domain/site/common";
import { FORM_STARTER_TEXTS } from "./texts";

type StarterTexts = (typeof FORM_STARTER_TEXTS)["sv"];

/** A new question's or answer's text in every site language, so no language starts out missing. */
export function starterText(languages: string[], pick: (texts: StarterTexts) => string): TranslatedTextValue {
  return Object.fromEntries(languages.map((language) => [language, pick(FORM_STARTER_TEXTS[uiLanguageFor(language)])]));
}
