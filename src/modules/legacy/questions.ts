import { translate } from "../../domain/languages";
import { visibleAnswers, type FormAnswers } from "../../domain/site/formRules";
import type { FormElement } from "../../domain/site/forms";
import type { LegacyCustomValue } from "./answers";
import { conditionLabel } from "./answerRules";
import { textIn } from "./newerModules";
import type { LegacyRadioGroup, LegacyTextField, Rsvp3Properties, Speech2Properties } from "./rsvpProperties";

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
 * The lower block's condition (the shared rule, `conditionLabel`): the upper radio group
 * answered with the condition answer's label, or none (always shown). As a show condition it
 * names an option: the group's first with that label, which is the label rule while a group's
 * options have different labels.
 */
function lowerCondition(properties: Rsvp3Properties): FormElement["showConditions"] {
  const condition = conditionLabel(properties);
  const group = condition && properties.customMultipleRadioGroups.find((candidate) => candidate.id === condition.question);
  const option = group?.options.find((candidate) => candidate.label === condition!.label);
  return group && option ? [{ formElementId: group.id, formElementOptionIds: [option.id] }] : [];
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

/** The answers to the questions the guest was shown, in form order, as the legacy calls take them: a radio group's value is the chosen option's label. */
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
