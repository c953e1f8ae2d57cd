import type { UiLanguage } from "../../../domain/languages";

interface FieldTexts {
  done: string;
  close: string;
  /** A rich-text field's greyed hint while it is empty. */
  textPlaceholder: string;
  /** The mark on a field empty in the language being edited but written in another. */
  missingIn: string;
  /** Its accessible description: what is missing, and where the text is. */
  missingInDescription: string;
  /** Before the original text under such a field. */
  original: string;
}

/** Texts shared by the editor's fields and dialogs. */
export const FIELD_TEXTS: Record<UiLanguage, FieldTexts> = {
  sv: {
    done: "Klar",
    close: "Stäng",
    textPlaceholder: "Skriv din text här",
    missingIn: "Saknas på {language}",
    missingInDescription: "Texten saknas på {language}; den finns på {others}.",
    original: "{language}:",
  },
  en: {
    done: "Done",
    close: "Close",
    textPlaceholder: "Write your text here",
    missingIn: "Missing in {language}",
    missingInDescription: "The text is missing in {language}; it is written in {others}.",
    original: "{language}:",
  },
  da: {
    done: "Færdig",
    close: "Luk",
    textPlaceholder: "Skriv din tekst her",
    missingIn: "Mangler på {language}",
    missingInDescription: "Teksten mangler på {language}; den findes på {others}.",
    original: "{language}:",
  },
};
