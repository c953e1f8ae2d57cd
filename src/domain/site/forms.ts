import { z } from "zod";
import { translatedText } from "./common";

/** Form elements of the RSVP and Form modules, with show conditions (spec 2, Generic Form). */
export const FORM_ELEMENT_TYPES = ["ShortText", "SingleSelect"] as const;

export const formElement = z.object({
  id: z.string().min(1).max(100),
  formElementType: z.enum(FORM_ELEMENT_TYPES),
  label: translatedText.default({}),
  required: z.boolean().default(false),
  options: z.array(z.object({ id: z.string().min(1).max(100), text: translatedText.default({}) })).max(50).default([]),
  showConditions: z.array(z.object({ formElementId: z.string(), formElementOptionIds: z.array(z.string()).max(50) })).max(10).default([]),
});
export type FormElement = z.infer<typeof formElement>;

export const form = z.object({ formElements: z.array(formElement).max(100).default([]) });
export type SiteForm = z.infer<typeof form>;

export { isElementRequired, isElementVisible, visibleAnswers, type FormAnswers } from "./formRules";
