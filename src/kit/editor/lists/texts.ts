import type { UiLanguage } from "../../../domain/languages";

/** Texts of an editable list's items; {name} is the item's title or its placeholder. */
export const LIST_TEXTS = {
  sv: {
    edit: "Ändra",
    closeItem: "Stäng",
    moveUp: "Flytta upp",
    moveDown: "Flytta ned",
    remove: "Ta bort",
    removeTitle: "Ta bort {name}?",
    removeText: "Det tas bort från listan.",
    confirmRemove: "Ta bort",
    cancel: "Avbryt",
    empty: "Listan är tom.",
  },
  en: {
    edit: "Edit",
    closeItem: "Close",
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    removeTitle: "Remove {name}?",
    removeText: "It is taken off the list.",
    confirmRemove: "Remove",
    cancel: "Cancel",
    empty: "The list is empty.",
  },
  da: {
    edit: "Rediger",
    closeItem: "Luk",
    moveUp: "Flyt op",
    moveDown: "Flyt ned",
    remove: "Fjern",
    removeTitle: "Fjern {name}?",
    removeText: "Det fjernes fra listen.",
    confirmRemove: "Fjern",
    cancel: "Annuller",
    empty: "Listen er tom.",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
