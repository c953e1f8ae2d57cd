import type { UiLanguage } from "../../domain/languages";

/** The versions screen's own texts beside the shared catalogue's; sv is the reference. */
export const VERSIONS_TEXTS = {
  sv: { backToEditor: "Tillbaka till redigeringen", legacy: "Äldre format" },
  en: { backToEditor: "Back to the editor", legacy: "Older format" },
  da: { backToEditor: "Tilbage til redigeringen", legacy: "Ældre format" },
} satisfies Record<UiLanguage, Record<string, string>>;
