import { hasRichText, hasText } from "../hasContent";
import type { PeopleListModule } from "./schema";

type Person = PeopleListModule["list"][number];

/** A person row with no name, role, text or portrait yet: nothing to draw a card for. */
export const isBlankPerson = (person: Person) => !person.name.trim() && !person.image && !hasText(person.title) && !hasRichText(person.text);

/** Empty while no person has a name, a role, text or a portrait. */
export const isEmptyPeopleList = (module: PeopleListModule) => module.list.every(isBlankPerson);
