import type { UiLanguage } from "../../domain/languages";

/** The versions screen's own texts beside the shared catalogue's; sv is the reference. */
export const VERSIONS_TEXTS = {
  sv: { backToEditor: "Tillbaka till redigeringen", legacy: "Äldre format", savedBy: "Sparad av {mail}" },
  en: { backToEditor: "Back to the editor", legacy: "Older format", savedBy: "Saved by {mail}" },
  da: { backToEditor: "Tilbage til redigeringen", legacy: "Ældre format", savedBy: "Gemt af {mail}" },
} satisfies Record<UiLanguage, Record<string, string>>;
