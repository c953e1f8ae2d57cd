import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyLocation } from "./isEmpty";
import { locationModule } from "./schema";
import LocationView from "./view";

/** Where and when, with a map drawn by its server part (server/). */
export const locationDefinition: ModuleDefinition<typeof locationModule> = {
  type: "Location",
  folder: "location",
  schema: locationModule,
  choices: {
    Location: {
      order: 1,
      name: { sv: "Plats/tidpunkt", en: "Place/time", da: "Sted/tidspunkt" },
      description: { sv: "Var och när, med karta.", en: "Where and when, with a map.", da: "Hvor og hvornår, med kort." },
      title: { sv: "Plats och tid", en: "Place and time", da: "Sted og tid" },
    },
  },
  isEmpty: isEmptyLocation,
  emptyHint: { sv: "Skriv plats, tid och adress här", en: "Write the place, time and address here", da: "Skriv sted, tid og adresse her" },
  view: LocationView,
  editor: lazy(() => import("./editor")),
  server: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
