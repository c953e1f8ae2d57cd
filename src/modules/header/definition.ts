import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyHeader } from "./isEmpty";
import { headerModule } from "./schema";
import HeaderView from "./view";

/** A large image with a heading. */
export const headerDefinition: ModuleDefinition<typeof headerModule> = {
  type: "Header",
  folder: "header",
  schema: headerModule,
  choices: {
    Header: {
      order: 8,
      name: { sv: "Sidhuvud", en: "Header", da: "Sidehoved" },
      description: { sv: "En stor bild med rubrik.", en: "A large image with a heading.", da: "Et stort billede med overskrift." },
      title: { sv: "Välkomna till vår dag", en: "Welcome to our day", da: "Velkommen til vores dag" },
    },
  },
  isEmpty: isEmptyHeader,
  emptyHint: { sv: "Skriv en rubrik här", en: "Write a heading here", da: "Skriv en overskrift her" },
  view: HeaderView,
  editor: lazy(() => import("./editor")),
};
