import type { UiLanguage } from "../../../domain/languages";

/** Texts shared by the editor's fields and dialogs. */
export const FIELD_TEXTS: Record<UiLanguage, { done: string; close: string }> = {
  sv: { done: "Klar", close: "Stäng" },
  en: { done: "Done", close: "Close" },
  da: { done: "Færdig", close: "Luk" },
};
