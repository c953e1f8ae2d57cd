import type { LegacyRadioGroup, LegacyTextField, Rsvp3Properties } from "./rsvpProperties";

/** The legacy questions' rules (spec 2, RSVP module (legacy)), shared by the guest form and the server. */

export type LegacyQuestion = { type: "TextField"; field: LegacyTextField } | { type: "RadioGroup"; field: LegacyRadioGroup };

const texts = (fields: LegacyTextField[]): LegacyQuestion[] => fields.map((field) => ({ type: "TextField", field }));
const radios = (fields: LegacyRadioGroup[]): LegacyQuestion[] => fields.map((field) => ({ type: "RadioGroup", field }));

type Questions = Pick<Rsvp3Properties, "customTextFieldsAbove" | "customMultipleRadioGroups" | "customMultipleRadioGroupsBelow" | "customTextFieldsBelow" | "conditionShowTextFieldsBelow">;

/**
 * The label a person's answer to the condition question must equal for the lower block to
 * show, or null when the block always shows: no condition, or one whose question (a radio
 * group above) or answer no longer exists.
 */
export function conditionLabel({ conditionShowTextFieldsBelow: condition, customMultipleRadioGroups }: Questions): { question: string; label: string } | null {
  if (!condition) return null;
  const option = customMultipleRadioGroups.find((group) => group.id === condition.question)?.options.find((candidate) => candidate.id === condition.answer);
  return option ? { question: condition.question, label: option.label } : null;
}

/** Whether a person who answered `values` (question id → value) sees the lower block. */
export function showsLowerBlock(properties: Questions, values: ReadonlyMap<string, string>): boolean {
  const condition = conditionLabel(properties);
  return !condition || values.get(condition.question) === condition.label;
}

/** Every question of the module, in the order the form shows them. */
export function allRsvpQuestions(properties: Questions): LegacyQuestion[] {
  return [
    ...texts(properties.customTextFieldsAbove),
    ...radios(properties.customMultipleRadioGroups),
    ...radios(properties.customMultipleRadioGroupsBelow),
    ...texts(properties.customTextFieldsBelow),
  ];
}

/** The questions a person who answered `values` is shown. */
export function shownRsvpQuestions(properties: Questions, values: ReadonlyMap<string, string>): LegacyQuestion[] {
  const upper = [...texts(properties.customTextFieldsAbove), ...radios(properties.customMultipleRadioGroups)];
  if (!showsLowerBlock(properties, values)) return upper;
  return [...upper, ...radios(properties.customMultipleRadioGroupsBelow), ...texts(properties.customTextFieldsBelow)];
}

/** The source an RSVP3 or Speech2 module's answers carry: the prefix, then the module's id. */
export const LEGACY_SOURCE_PREFIX = "site-form-";
export const legacySource = (moduleId: string) => `${LEGACY_SOURCE_PREFIX}${moduleId}`;

/** A radio group is always required; a text field when it is mandatory. */
export const isRequired = (question: LegacyQuestion) => question.type === "RadioGroup" || question.field.mandatory;
