import type { UiLanguage } from "../../domain/languages";

/** The versions screen's own texts beside the shared catalogue's; sv is the reference. */
export const VERSIONS_TEXTS = {
  sv: { backToEditor: "Tillbaka till redigeringen" },
  en: { backToEditor: "Back to the editor" },
  da: { backToEditor: "Tilbage til redigeringen" },
} satisfies Record<UiLanguage, Record<string, string>>;
