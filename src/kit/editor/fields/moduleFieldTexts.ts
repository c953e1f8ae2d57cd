import type { UiLanguage } from "../../../domain/languages";

interface ModuleFieldTexts {
  title: string;
  titlePlaceholder: string;
  secondTitle: string;
  secondTitlePlaceholder: string;
  text: string;
  image: string;
}

/** Labels of the fields many module dialogs share (spec 3, Site module), and the greyed hints in them while empty. */
export const MODULE_FIELD_TEXTS: Record<UiLanguage, ModuleFieldTexts> = {
  sv: { title: "Rubrik", titlePlaceholder: "Skriv en rubrik här", secondTitle: "Underrubrik", secondTitlePlaceholder: "Skriv en underrubrik här", text: "Text", image: "Bild" },
  en: { title: "Heading", titlePlaceholder: "Write a heading here", secondTitle: "Subheading", secondTitlePlaceholder: "Write a subheading here", text: "Text", image: "Image" },
  da: { title: "Overskrift", titlePlaceholder: "Skriv en overskrift her", secondTitle: "Underoverskrift", secondTitlePlaceholder: "Skriv en underoverskrift her", text: "Tekst", image: "Billede" },
};
