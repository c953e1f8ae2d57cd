import { useState } from "react";
import { ModuleDialog } from "../../../kit/editor/fields/ModuleDialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { ConditionChoices } from "../../form/editing/ConditionChoices";
import { FORMS_EDITOR_TEXTS } from "../../form/editing/texts";
import { CheckboxField } from "../../../kit/ui/fields";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import type { LegacyCondition, Rsvp3Properties } from "../rsvpProperties";
import { isLowerConditionMissing, lowerConditionDraft, storedLowerCondition, withConditionQuestion, type LowerConditionDraft } from "./condition";
import { fill } from "../../../domain/fill";

interface ConditionDialogProps {
  properties: Rsvp3Properties;
  onChange: (condition: LegacyCondition | null) => void;
  onClose: () => void;
}

/**
 * "Visa bara frågorna nedan om...": one of the upper radio groups and one of its answers. The
 * choice in progress is kept here; the module stores the condition only once it is complete.
 */
export function ConditionDialog({ properties, onChange, onClose }: ConditionDialogProps) {
  const texts = useOwnerTexts(LEGACY_FORM_EDITOR_TEXTS);
  const formTexts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const [draft, setDraft] = useState(() => lowerConditionDraft(properties));
  const groups = properties.customMultipleRadioGroups;
  const group = groups.find((candidate) => candidate.id === draft.question);
  const answer = group?.options.find((option) => option.id === draft.answer);

  const change = (next: LowerConditionDraft) => {
    setDraft(next);
    onChange(storedLowerCondition(next));
  };

  return (
    <ModuleDialog title={texts.conditionTitle} onClose={onClose}>
      <CheckboxField label={texts.conditionToggle} checked={draft.on} onChange={(event) => change({ ...draft, on: event.target.checked })} />
      {draft.on &&
        (groups.length === 0 ? (
          <p className="field__hint">{texts.conditionNoQuestions}</p>
        ) : (
          <ConditionChoices
            questions={groups.map((candidate, index) => ({
              id: candidate.id,
              label: candidate.label || fill(formTexts.questionNumber, { number: properties.customTextFieldsAbove.length + index + 1 }),
            }))}
            answers={group ? group.options.map((option, index) => ({ id: option.id, label: option.label || fill(formTexts.answerNumber, { number: index + 1 }) })) : null}
            questionId={group?.id ?? null}
            answerId={answer?.id ?? null}
            onQuestion={(question) => change(withConditionQuestion(draft, question))}
            onAnswer={(answerId) => change({ ...draft, answer: answerId })}
          />
        ))}
      {isLowerConditionMissing(properties) ? (
        <p className="notice notice--warning">{texts.conditionMissing}</p>
      ) : (
        draft.on && groups.length > 0 && (!group || !answer) && <p className="field__hint">{texts.conditionIncomplete}</p>
      )}
    </ModuleDialog>
  );
}
