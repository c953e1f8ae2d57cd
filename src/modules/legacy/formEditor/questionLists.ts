import { newId, removeById } from "../../../domain/lists";
import {
  LEGACY_FIRST_OPTIONS,
  LEGACY_NEW_OPTION_LABEL,
  LEGACY_RADIO_GROUP_LABEL,
  LEGACY_TEXT_FIELD_LABEL,
  type LegacyRadioGroup,
  type LegacyTextField,
} from "../rsvpProperties";

/** The legacy RSVP's and speech form's question lists as the owner edits them (spec 2, RSVP module (legacy)). */

export const newTextField = (): LegacyTextField => ({ id: newId("textField"), label: LEGACY_TEXT_FIELD_LABEL, mandatory: false });

const newOption = (label: string) => ({ id: newId("RadioGroupOption"), label });

/** A new radio group starts with the answers "Ja" and "Nej". */
export const newRadioGroup = (): LegacyRadioGroup => ({ id: newId("RadioGroup"), label: LEGACY_RADIO_GROUP_LABEL, options: LEGACY_FIRST_OPTIONS.map(newOption) });

export const withNewOption = (group: LegacyRadioGroup): LegacyRadioGroup => ({ ...group, options: [...group.options, newOption(LEGACY_NEW_OPTION_LABEL)] });

/** A radio group keeps at least one answer: removing the last one changes nothing. */
export function withoutOption(group: LegacyRadioGroup, optionId: string): LegacyRadioGroup {
  const options = removeById(group.options, optionId);
  return options.length === 0 ? group : { ...group, options };
}

/** A label emptied when the owner leaves the field goes back to what it was when they entered it. */
export const labelAfterBlur = (label: string, atFocus: string): string => (label.trim() === "" ? atFocus : label);
