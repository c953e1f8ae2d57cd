import { useState } from "react";
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
import { CheckboxField } from "../../../kit/ui/fields";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { ConditionChoices } from "./ConditionChoices";
import { questionLabel } from "./questionLabel";
import { FORMS_EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/**
 * "Visa bara frågan om…": a question and one of its answers. The choice in progress is kept
 * here; the element stores a condition only once it is complete (spec 3, section 4).
 */
export function ShowConditionEditor({ element, elements, onChange }: { element: FormElement; elements: FormElement[]; onChange: (element: FormElement) => void }) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const { language } = useSiteEditor();
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
          <ConditionChoices
            questions={questions.map((entry) => ({ id: entry.id, label: questionLabel(entry, elements.indexOf(entry) + 1, language, texts) }))}
            answers={question ? question.options.map((option, index) => ({ id: option.id, label: translate(option.text, language) || fill(texts.answerNumber, { number: index + 1 }) })) : null}
            questionId={question?.id ?? null}
            answerId={answer?.id ?? null}
            onQuestion={(questionId) => change(chooseConditionQuestion(draft, questionId))}
            onAnswer={(answerId) => change({ ...draft, answerId })}
          />
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
