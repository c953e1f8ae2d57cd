import { z } from "zod";
import { RSVP3_DEFAULTS, SPEECH2_DEFAULTS } from "./formDefaults";

/**
 * The legacy RSVP (RSVP3) and speech (Speech2) modules' questions (spec 2, RSVP module
 * (legacy)): text fields and radio groups the owner adds around the built-in fields.
 */

export const LEGACY_TEXT_FIELD_LABEL = "Text som beskriver fältet";
export const LEGACY_RADIO_GROUP_LABEL = "En fråga att svara på?";
export const LEGACY_NEW_OPTION_LABEL = "Nytt svar";
/** A new radio group's options. */
export const LEGACY_FIRST_OPTIONS = ["Ja", "Nej"] as const;
export const LEGACY_MAX_PERSONS = { min: 1, max: 5, default: 5 } as const;

const label = z.string().max(500);

/** A text field (id prefix textField): required only when mandatory. */
export const legacyTextField = z.object({
  id: z.string().min(1).max(100),
  label: label.default(LEGACY_TEXT_FIELD_LABEL),
  mandatory: z.boolean().default(false),
});
export type LegacyTextField = z.infer<typeof legacyTextField>;

/** A radio group (id prefix RadioGroup, options RadioGroupOption): always required. */
export const legacyRadioGroup = z.object({
  id: z.string().min(1).max(100),
  label: label.default(LEGACY_RADIO_GROUP_LABEL),
  options: z.array(z.object({ id: z.string().min(1).max(100), label: label.default(LEGACY_NEW_OPTION_LABEL) })).min(1).max(30),
});
export type LegacyRadioGroup = z.infer<typeof legacyRadioGroup>;

const textFields = z.array(legacyTextField).max(30).default([]);
const radioGroups = z.array(legacyRadioGroup).max(30).default([]);

/** Show the lower questions only when the radio group `question` is answered with option `answer`. */
export const legacyCondition = z.object({ question: z.string().min(1).max(100), answer: z.string().min(1).max(100) });
export type LegacyCondition = z.infer<typeof legacyCondition>;

export { RSVP3_DEFAULTS, SPEECH2_DEFAULTS };

const text = z.string().max(20_000);

export const rsvp3Properties = z.object({
  title: text.default(""),
  text: text.default(""),
  /** 1 to 5; a document without it offers 5. Older documents may carry it as text ("3"). */
  maxNumberOfPersons: z.coerce.number().int().min(LEGACY_MAX_PERSONS.min).max(LEGACY_MAX_PERSONS.max).default(LEGACY_MAX_PERSONS.default),
  personTitle: text.default(""),
  chooseNumberOfPersonsText: text.default(""),
  showRSVPFormWhenOnlyOnePerson: z.boolean().default(false),
  sendButton: text.default(""),
  confirmationTitle: text.default(RSVP3_DEFAULTS.confirmationTitle),
  confirmationText: text.default(RSVP3_DEFAULTS.confirmationText),
  customTextFieldsAbove: textFields,
  customMultipleRadioGroups: radioGroups,
  customMultipleRadioGroupsBelow: radioGroups,
  customTextFieldsBelow: textFields,
  conditionShowTextFieldsBelow: legacyCondition.nullable().default(null),
});
export type Rsvp3Properties = z.infer<typeof rsvp3Properties>;

export const speech2Properties = z.object({
  title: text.default(""),
  text: text.default(""),
  customTextFields: textFields,
  sendButton: text.default(""),
  showFormButton: text.default(""),
  confirmationTitle: text.default(""),
  confirmationText: text.default(SPEECH2_DEFAULTS.confirmationText),
});
export type Speech2Properties = z.infer<typeof speech2Properties>;
