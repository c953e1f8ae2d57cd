import { useId, useState } from "react";
import { format } from "../../../web/i18n/format";
import { FIELD_TEXTS } from "../../../web/editor/fields/texts";
import { useOwnerTexts } from "../../../web/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "../../../web/editor/forms/texts";
import { Dialog } from "../../../web/ui/Dialog";
import { CheckboxField } from "../../../web/ui/fields";
import { LEGACY_FORM_EDITOR_TEXTS } from "../formEditor/texts";
import type { LegacyCondition, Rsvp3Properties } from "../rsvpProperties";
import { isLowerConditionMissing, lowerConditionDraft, storedLowerCondition, withConditionQuestion, type LowerConditionDraft } from "./condition";

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
  const fieldTexts = useOwnerTexts(FIELD_TEXTS);
  const id = useId();
  const [draft, setDraft] = useState(() => lowerConditionDraft(properties));
  const groups = properties.customMultipleRadioGroups;
  const group = groups.find((candidate) => candidate.id === draft.question);
  const answer = group?.options.find((option) => option.id === draft.answer);

  const change = (next: LowerConditionDraft) => {
    setDraft(next);
    onChange(storedLowerCondition(next));
  };

  return (
    <Dialog open onClose={onClose} title={texts.conditionTitle} closeLabel={fieldTexts.close} className="dialog--editor">
      <div className="module-dialog__content">
        <CheckboxField label={texts.conditionToggle} checked={draft.on} onChange={(event) => change({ ...draft, on: event.target.checked })} />
        {draft.on &&
          (groups.length === 0 ? (
            <p className="field__hint">{texts.conditionNoQuestions}</p>
          ) : (
            <div className="form-condition__choices">
              <div className="field">
                <label className="field__label" htmlFor={`${id}-question`}>
                  {formTexts.conditionQuestion}
                </label>
                <select id={`${id}-question`} className="field__input" value={group?.id ?? ""} onChange={(event) => change(withConditionQuestion(draft, event.target.value || null))}>
                  <option value="" disabled>
                    {formTexts.chooseQuestion}
                  </option>
                  {groups.map((candidate, index) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.label || format(formTexts.questionNumber, { number: properties.customTextFieldsAbove.length + index + 1 })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-answer`}>
                  {formTexts.conditionAnswer}
                </label>
                <select
                  id={`${id}-answer`}
                  className="field__input"
                  value={answer?.id ?? ""}
                  disabled={!group}
                  onChange={(event) => change({ ...draft, answer: event.target.value || null })}
                >
                  <option value="" disabled>
                    {formTexts.chooseAnswer}
                  </option>
                  {group?.options.map((option, index) => (
                    <option key={option.id} value={option.id}>
                      {option.label || format(formTexts.answerNumber, { number: index + 1 })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ))}
        {isLowerConditionMissing(properties) ? (
          <p className="notice notice--warning">{texts.conditionMissing}</p>
        ) : (
          draft.on && groups.length > 0 && (!group || !answer) && <p className="field__hint">{texts.conditionIncomplete}</p>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {fieldTexts.done}
        </button>
      </div>
    </Dialog>
  );
}
