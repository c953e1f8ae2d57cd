import { lazy } from "react";
import { newId } from "../../domain/lists";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyPeopleList } from "./isEmpty";
import { peopleListModule } from "./schema";
import PeopleListView from "./view";

/** The people a page introduces. */
export const peopleListDefinition: ModuleDefinition<typeof peopleListModule> = {
  type: "PeopleList",
  folder: "peopleList",
  schema: peopleListModule,
  choices: {
    PeopleList: {
      order: 10,
      name: { sv: "Personer", en: "People", da: "Personer" },
      description: (words) => ({ sv: `Presentera ${words.sv.people} och andra.`, en: `Introduce ${words.en.people} and others.`, da: `Præsenter ${words.da.people} og andre.` }),
      title: { sv: "Viktiga personer", en: "Important people", da: "Vigtige personer" },
      defaults: () => ({ list: [{ id: newId("peopleListItem") }] }),
    },
  },
  isEmpty: isEmptyPeopleList,
  emptyHint: { sv: "Lägg till de viktiga personerna här", en: "Add the important people here", da: "Tilføj de vigtige personer her" },
  view: PeopleListView,
  editor: lazy(() => import("./editor")),
  richText: (module, clean) => ({ ...module, list: module.list.map((person) => ({ ...person, text: clean(person.text) })) }),
};
