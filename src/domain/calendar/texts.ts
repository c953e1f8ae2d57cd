import type { UiLanguage } from "../languages";

/** The words a calendar file adds around the couple's own texts, in the file's language. */
export const CALENDAR_TEXTS: Record<UiLanguage, { travelNote: string; dressCode: string }> = {
  sv: { travelNote: "Hitta hit", dressCode: "Klädkod" },
  en: { travelNote: "Getting there", dressCode: "Dress code" },
  da: { travelNote: "Find vej", dressCode: "Påklædning" },
};
