import type { UiLanguage } from "../../domain/languages";

/** The people list editor's own labels; `personTitle` is a person's role, such as "Bruden". */
export const PEOPLE_LIST_EDITOR_TEXTS = {
  sv: { people: "Personer", add: "Lägg till person", name: "Namn", personTitle: "Titel", unnamed: "Inget namn" },
  en: { people: "People", add: "Add a person", name: "Name", personTitle: "Title", unnamed: "No name" },
  da: { people: "Personer", add: "Tilføj person", name: "Navn", personTitle: "Titel", unnamed: "Intet navn" },
} satisfies Record<UiLanguage, Record<string, string>>;
