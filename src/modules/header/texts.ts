import type { UiLanguage } from "../../domain/languages";

/** The header's built-in texts. */
export const HEADER_TEXTS = {
  sv: { noSecondLine: "Inget datum" },
  en: { noSecondLine: "No date" },
  da: { noSecondLine: "Ingen dato" },
} satisfies Record<UiLanguage, Record<string, string>>;
