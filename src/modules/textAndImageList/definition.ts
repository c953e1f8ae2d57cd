import { lazy } from "react";
import { newId } from "../../domain/lists";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyTextAndImageList } from "./isEmpty";
import { textAndImageListModule } from "./schema";
import TextAndImageListView from "./view";

/** Programme, accommodation and the like, point by point. */
export const textAndImageListDefinition: ModuleDefinition<typeof textAndImageListModule> = {
  type: "TextAndImageList",
  folder: "textAndImageList",
  schema: textAndImageListModule,
  choices: {
    TextAndImageList: {
      order: 2,
      name: { sv: "Lista med text och bild", en: "List with text and image", da: "Liste med tekst og billede" },
      description: { sv: "Program, boende eller annat i punkter.", en: "Programme, accommodation and more, point by point.", da: "Program, overnatning og andet i punkter." },
      title: { sv: "Bra att veta", en: "Good to know", da: "Godt at vide" },
      defaults: () => ({ list: [{ id: newId("listItem") }] }),
    },
  },
  isEmpty: isEmptyTextAndImageList,
  emptyHint: { sv: "Skriv rubriker och text här och lägg till bilder", en: "Write headings and text here and add images", da: "Skriv overskrifter og tekst her, og tilføj billeder" },
  view: TextAndImageListView,
  editor: lazy(() => import("./editor")),
  richText: (module, clean) => ({ ...module, list: module.list.map((item) => ({ ...item, text: clean(item.text) })) }),
};
