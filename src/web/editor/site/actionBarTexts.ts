import type { UiLanguage } from "../../../domain/languages";

/** The review mode's preview size switch and the narrow preview it shows. */
export const PREVIEW_TEXTS = {
  sv: { previewSize: "Förhandsvisning", phone: "Mobil", desktop: "Dator", phoneFrame: "Sidan som i en mobil" },
  en: { previewSize: "Preview", phone: "Phone", desktop: "Desktop", phoneFrame: "The page as on a phone" },
  da: { previewSize: "Forhåndsvisning", phone: "Mobil", desktop: "Computer", phoneFrame: "Siden som på en mobil" },
} satisfies Record<UiLanguage, Record<string, string>>;
