import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyText } from "./isEmpty";
import { textModule } from "./schema";
import TextView from "./view";

/** A heading and a rich text. */
export const textDefinition: ModuleDefinition<typeof textModule> = {
  type: "Text",
  folder: "text",
  schema: textModule,
  choices: {
    Text: {
      order: 4,
      name: { sv: "Text", en: "Text", da: "Tekst" },
      description: { sv: "En rubrik och en text.", en: "A heading and a text.", da: "En overskrift og en tekst." },
      title: { sv: "Välkomna", en: "Welcome", da: "Velkommen" },
    },
  },
  isEmpty: isEmptyText,
  emptyHint: { sv: "Skriv din text här", en: "Write your text here", da: "Skriv din tekst her" },
  view: TextView,
  editor: lazy(() => import("./editor")),
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
