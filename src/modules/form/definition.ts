import { lazy } from "react";
import { newId } from "../../domain/lists";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyForm } from "./isEmpty";
import { formModule } from "./schema";
import { nameQuestion } from "./starterQuestions";
import FormView from "./view";

/** The owner's own questions; offered twice in `Välj modul`, as a form and as a speech sign-up (a form with speech texts). */
export const formDefinition: ModuleDefinition<typeof formModule, "Speech" | "Form"> = {
  type: "Form",
  folder: "form",
  schema: formModule,
  choices: {
    Speech: {
      order: 6,
      name: { sv: "Anmälan av tal", en: "Speech sign-up", da: "Tilmelding af tale" },
      description: { sv: "Gästerna anmäler tal och underhållning.", en: "Guests sign up for speeches and entertainment.", da: "Gæsterne tilmelder taler og underholdning." },
      title: { sv: "Anmälan av tal", en: "Speech sign-up", da: "Tilmelding af tale" },
      notFor: ["event"],
      defaults: (context) => ({
        form: {
          formElements: [
            nameQuestion(context),
            { id: newId("formElement"), formElementType: "ShortText", label: context.text({ sv: "Hur lång tid behöver du?", en: "How much time do you need?", da: "Hvor lang tid har du brug for?" }) },
          ],
        },
      }),
    },
    Form: {
      order: 13,
      name: { sv: "Formulär", en: "Form", da: "Formular" },
      description: { sv: "Egna frågor, till exempel önskelåtar.", en: "Your own questions, such as song requests.", da: "Egne spørgsmål, for eksempel ønskesange." },
      title: { sv: "Frågor till gästerna", en: "Questions for our guests", da: "Spørgsmål til gæsterne" },
      defaults: (context) => ({ form: { formElements: [nameQuestion(context)] } }),
    },
  },
  isEmpty: isEmptyForm,
  emptyHint: { sv: "Lägg till frågor här", en: "Add questions here", da: "Tilføj spørgsmål her" },
  view: FormView,
  editor: lazy(() => import("./editor")),
  island: true,
  richText: (module, clean) => ({ ...module, text: clean(module.text) }),
};
