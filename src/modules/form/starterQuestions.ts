import { newId } from "../../domain/lists";
import type { NewModuleContext, Texts } from "../moduleDefinition";

/** The question a new RSVP, form or speech sign-up starts with. */
const NAME: Texts = { sv: "Namn", en: "Name", da: "Navn" };

export const nameQuestion = ({ text }: NewModuleContext) => ({ id: newId("formElement"), formElementType: "ShortText" as const, label: text(NAME), required: true });
