import { useId, useState } from "react";
import { translate } from "../../../domain/languages";
import {
  chooseConditionQuestion,
  conditionDraft,
  conditionQuestions,
  isConditionBroken,
  storedConditions,
  type ConditionDraft,
} from "../../../domain/site/formEditing";
import type { FormElement } from "../../../domain/site/forms";
import { format } from "../../i18n/format";
import { CheckboxField } from "../../ui/fields";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../site/siteEditorContext";
import { questionLabel } from "./questionLabel";
import { FORMS_EDITOR_TEXTS } from "./texts";

/**
 * "Visa bara frågan om…": a question and one of its answers. The choice in progress is kept
 * here; the element stores a condition only once it is complete (spec 3, section 4).
 */
export function ShowConditionEditor({ element, elements, onChange }: { element: FormElement; elements: FormElement[]; onChange: (element: FormElement) => void }) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const { language } = useSiteEditor();
  const id = useId();
  const [draft, setDraft] = useState<ConditionDraft>(() => conditionDraft(element));
  const questions = conditionQuestions(elements, element.id);
  const question = questions.find((entry) => entry.id === draft.questionId);
  const answer = question?.options.find((option) => option.id === draft.answerId);
  const broken = isConditionBroken(elements, element);

  const change = (next: ConditionDraft) => {
    setDraft(next);
    onChange({ ...element, showConditions: storedConditions(next) });
  };

  return (
    <div className="form-condition">
      <CheckboxField label={texts.conditionToggle} checked={draft.on} onChange={(event) => change({ ...draft, on: event.target.checked })} />
      {draft.on &&
        (questions.length === 0 ? (
          <p className="field__hint">{texts.conditionNoQuestions}</p>
        ) : (
          <div className="form-condition__choices">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-question`}>
                {texts.conditionQuestion}
              </label>
              <select id={`${id}-question`} className="field__input" value={question?.id ?? ""} onChange={(event) => change(chooseConditionQuestion(draft, event.target.value || null))}>
                <option value="" disabled>
                  {texts.chooseQuestion}
                </option>
                {questions.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {questionLabel(entry, elements.indexOf(entry) + 1, language, texts)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-answer`}>
                {texts.conditionAnswer}
              </label>
              <select
                id={`${id}-answer`}
                className="field__input"
                value={answer?.id ?? ""}
                disabled={!question}
                onChange={(event) => change({ ...draft, answerId: event.target.value || null })}
              >
                <option value="" disabled>
                  {texts.chooseAnswer}
                </option>
                {question?.options.map((option, index) => (
                  <option key={option.id} value={option.id}>
                    {translate(option.text, language) || format(texts.answerNumber, { number: index + 1 })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      {broken ? (
        <p className="notice notice--warning">
          {texts.conditionBroken}
        </p>
      ) : (
        draft.on && questions.length > 0 && (!question || !answer) && <p className="field__hint">{texts.conditionIncomplete}</p>
      )}
    </div>
  );
}
