import { translate } from "../../domain/languages";
import { visibleAnswers, type FormAnswers } from "../../domain/site/formRules";
import type { FormElement } from "../../domain/site/forms";
import type { LegacyRadioGroup, LegacyTextField, Rsvp3Properties, Speech2Properties } from "./rsvpProperties";
import { textIn } from "./newerModules";

/**
 * The owner's questions of RSVP3 and Speech2 as newer form elements, so the newer form's
 * fields draw them and its rules show, hide and clear them. A text field is a ShortText,
 * required when mandatory; a radio group a SingleSelect (always required).
 */

const textElement = (field: LegacyTextField, language: string, showConditions: FormElement["showConditions"]): FormElement => ({
  id: field.id,
  formElementType: "ShortText",
  label: textIn(language, field.label),
  required: field.mandatory,
  options: [],
  showConditions,
});

const radioElement = (group: LegacyRadioGroup, language: string, showConditions: FormElement["showConditions"]): FormElement => ({
  id: group.id,
  formElementType: "SingleSelect",
  label: textIn(language, group.label),
  required: true,
  options: group.options.map((option) => ({ id: option.id, text: textIn(language, option.label) })),
  showConditions,
});

/**
 * The lower block's condition: the upper radio group it names answered with the chosen
 * option. A condition naming a group or option that no longer exists shows the block always.
 * The guest's answer is compared by option, which is the spec's label rule while a group's
 * options have different labels (two options with one label: the first is the condition's).
 */
function lowerCondition(properties: Rsvp3Properties): FormElement["showConditions"] {
  const condition = properties.conditionShowTextFieldsBelow;
  const group = condition && properties.customMultipleRadioGroups.find((candidate) => candidate.id === condition.question);
  const answer = group?.options.find((option) => option.id === condition!.answer);
  if (!group || !answer) return [];
  const first = group.options.find((option) => option.label === answer.label)!;
  return [{ formElementId: group.id, formElementOptionIds: [first.id] }];
}

/** An RSVP3's questions in the order a guest sees them: text fields above, radio groups, then the lower block. */
export function rsvp3Elements(properties: Rsvp3Properties, language: string): FormElement[] {
  const below = lowerCondition(properties);
  return [
    ...properties.customTextFieldsAbove.map((field) => textElement(field, language, [])),
    ...properties.customMultipleRadioGroups.map((group) => radioElement(group, language, [])),
    ...properties.customMultipleRadioGroupsBelow.map((group) => radioElement(group, language, below)),
    ...properties.customTextFieldsBelow.map((field) => textElement(field, language, below)),
  ];
}

export const speech2Elements = (properties: Speech2Properties, language: string): FormElement[] => properties.customTextFields.map((field) => textElement(field, language, []));

/** One answer as the legacy calls take it: a radio group's value is the chosen option's label. */
export interface LegacyCustomValue {
  id: string;
  value: string;
  type: "TextField" | "RadioGroup";
  label: string;
}

/** The answers to the questions the guest was shown, in form order. */
export function customValues(elements: FormElement[], answers: FormAnswers, language: string): LegacyCustomValue[] {
  const shown = visibleAnswers(elements, answers);
  return elements.flatMap((element): LegacyCustomValue[] => {
    const given = shown[element.id];
    if (!given) return [];
    const label = translate(element.label, language);
    if (element.formElementType === "ShortText") return [{ id: element.id, value: (given.value ?? "").trim(), type: "TextField", label }];
    const option = element.options.find((candidate) => candidate.id === given.selectedOption);
    return [{ id: element.id, value: option ? translate(option.text, language) : "", type: "RadioGroup", label }];
  });
}
