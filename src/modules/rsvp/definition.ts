import { lazy } from "react";
import { newId } from "../../domain/lists";
import { newFormElement, yesNoOptions } from "../../domain/site/formEditing";
import { nameQuestion } from "../form/starterQuestions";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyRsvp } from "./isEmpty";
import { rsvpModule } from "./schema";
import RsvpView from "./view";

/** The guests' answer whether they come. */
export const rsvpDefinition: ModuleDefinition<typeof rsvpModule> = {
  type: "Rsvp",
  folder: "rsvp",
  schema: rsvpModule,
  choices: {
    Rsvp: {
      order: 5,
      name: { sv: "OSA", en: "RSVP", da: "OSA" },
      description: { sv: "Gästerna svarar om de kommer.", en: "Guests answer whether they will come.", da: "Gæsterne svarer, om de kommer." },
      title: { sv: "OSA", en: "RSVP", da: "OSA" },
      defaults: (context) => {
        const coming = newFormElement("SingleSelect", newId("formElement"), context.text({ sv: "Kommer du?", en: "Will you come?", da: "Kommer du?" }), yesNoOptions(context.languages, [newId("option"), newId("option")]));
        return { form: { formElements: [nameQuestion(context), coming] } };
      },
    },
  },
  isEmpty: isEmptyRsvp,
  view: RsvpView,
  editor: lazy(() => import("./editor")),
  island: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
