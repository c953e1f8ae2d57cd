import { replaceById } from "../../../domain/lists";
import { AnswerList } from "../../form/editing/AnswerList";
import type { LegacyRadioGroup } from "../rsvpProperties";
import { LabelField } from "./LabelField";
import { withNewOption, withoutOption } from "./questionLists";

/** A radio group's answers, as the newer form's multiple choice answers are edited; a new one is "Nytt svar". */
export function RadioOptionsEditor({ group, onChange }: { group: LegacyRadioGroup; onChange: (group: LegacyRadioGroup) => void }) {
  return (
    <AnswerList
      options={group.options}
      field={(option, label) => <LabelField label={label} value={option.label} onChange={(text) => onChange({ ...group, options: replaceById(group.options, option.id, () => ({ ...option, label: text })) })} />}
      onRemove={(optionId) => onChange(withoutOption(group, optionId))}
      onAdd={() => {
        const next = withNewOption(group);
        onChange(next);
        return next.options[next.options.length - 1]!.id;
      }}
    />
  );
}
