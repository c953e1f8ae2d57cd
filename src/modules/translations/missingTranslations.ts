import { siteLanguageCodes } from "../../domain/site/siteLanguages";
import type { SiteDocument } from "../siteDocument";
import { eachTranslatedText, plainWords } from "../../domain/site/translatedValues";

/** A module's text written in a site language but empty in another: guests of that language see the main language's. */
export interface MissingTranslation {
  moduleId: string;
  /** The field's path in the document. */
  path: string;
  /** The text as it is written: in the main language, else the first language that has it. */
  original: string;
  language: string;
}

/** Long texts are named by their beginning. */
const ORIGINAL_LENGTH = 80;

export function missingTranslations(document: Pick<SiteDocument, "language" | "availableLanguages" | "siteModules">): MissingTranslation[] {
  const languages = siteLanguageCodes(document);
  if (languages.length < 2) return [];
  const missing: MissingTranslation[] = [];
  document.siteModules.forEach((module, index) => {
    eachTranslatedText(module, `siteModules.${index}`, (text, path) => {
      const written = [document.language, ...languages].find((language) => plainWords(text[language]));
      if (!written) return;
      const words = plainWords(text[written]);
      const original = words.length > ORIGINAL_LENGTH ? `${words.slice(0, ORIGINAL_LENGTH - 1)}…` : words;
      for (const language of languages) if (!plainWords(text[language])) missing.push({ moduleId: module.id, path, original, language });
    });
  });
  return missing;
}
