import type { UiLanguage } from "../../../domain/languages";

/** Texts shared by the editor's fields and dialogs. */
export const FIELD_TEXTS: Record<UiLanguage, { done: string; close: string; languageNote: string }> = {
  sv: { done: "Klar", close: "Stäng", languageNote: "Språk: {language}" },
  en: { done: "Done", close: "Close", languageNote: "Language: {language}" },
  da: { done: "Færdig", close: "Luk", languageNote: "Sprog: {language}" },
};
