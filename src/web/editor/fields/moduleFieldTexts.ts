import type { UiLanguage } from "../../../domain/languages";

/** Labels of the fields many module dialogs share (spec 3, Site module). */
export const MODULE_FIELD_TEXTS: Record<UiLanguage, { title: string; secondTitle: string; text: string; image: string }> = {
  sv: { title: "Rubrik", secondTitle: "Underrubrik", text: "Text", image: "Bild" },
  en: { title: "Heading", secondTitle: "Subheading", text: "Text", image: "Image" },
  da: { title: "Overskrift", secondTitle: "Underoverskrift", text: "Tekst", image: "Billede" },
};
