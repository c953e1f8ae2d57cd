import type { UiLanguage } from "../../../domain/languages";

/** The rich-text field's toolbar and link prompt. */
export const RICH_TEXT_TEXTS: Record<
  UiLanguage,
  {
    toolbar: string;
    bold: string;
    italic: string;
    underline: string;
    link: string;
    heading: string;
    undo: string;
    redo: string;
    linkUrl: string;
    addLink: string;
    removeLink: string;
    cancel: string;
    linkMissing: string;
  }
> = {
  sv: {
    toolbar: "Formatering: {label}",
    bold: "Fetstil",
    italic: "Kursiv",
    underline: "Understruken",
    link: "Länk",
    heading: "Mellanrubrik",
    undo: "Ångra",
    redo: "Gör om",
    linkUrl: "Länkens adress",
    addLink: "Lägg till länk",
    removeLink: "Ta bort länk",
    cancel: "Avbryt",
    linkMissing: "Skriv en adress för länken, till exempel https://exempel.se.",
  },
  en: {
    toolbar: "Formatting: {label}",
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    link: "Link",
    heading: "Subheading",
    undo: "Undo",
    redo: "Redo",
    linkUrl: "Link address",
    addLink: "Add link",
    removeLink: "Remove link",
    cancel: "Cancel",
    linkMissing: "Enter an address for the link, for example https://example.com.",
  },
  da: {
    toolbar: "Formatering: {label}",
    bold: "Fed",
    italic: "Kursiv",
    underline: "Understreget",
    link: "Link",
    heading: "Mellemrubrik",
    undo: "Fortryd",
    redo: "Gentag",
    linkUrl: "Linkets adresse",
    addLink: "Tilføj link",
    removeLink: "Fjern link",
    cancel: "Annuller",
    linkMissing: "Skriv en adresse til linket, for eksempel https://eksempel.dk.",
  },
};
