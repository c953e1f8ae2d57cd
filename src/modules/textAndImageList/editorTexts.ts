import type { UiLanguage } from "../../domain/languages";

/** The list editor's own labels; heading, text and image come from MODULE_FIELD_TEXTS. */
export const TEXT_AND_IMAGE_LIST_EDITOR_TEXTS = {
  sv: { items: "Rader", add: "Lägg till rad", untitled: "Ingen rubrik" },
  en: { items: "Rows", add: "Add a row", untitled: "No heading" },
  da: { items: "Rækker", add: "Tilføj række", untitled: "Ingen overskrift" },
} satisfies Record<UiLanguage, Record<string, string>>;
