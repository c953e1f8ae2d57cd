import { useId } from "react";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "./texts";

export interface ConditionChoice {
  id: string;
  /** As the owner sees it: its text, or its number when it has none. */
  label: string;
}

interface ConditionChoicesProps {
  questions: ConditionChoice[];
  /** The chosen question's answers; null while no question is chosen. */
  answers: ConditionChoice[] | null;
  questionId: string | null;
  answerId: string | null;
  onQuestion: (questionId: string | null) => void;
  onAnswer: (answerId: string | null) => void;
}

/** A show condition's two choices: "Frågan" and "har svaret". */
export function ConditionChoices({ questions, answers, questionId, answerId, onQuestion, onAnswer }: ConditionChoicesProps) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const id = useId();
  return (
    <div className="form-condition__choices">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-question`}>
          {texts.conditionQuestion}
        </label>
        <select id={`${id}-question`} className="field__input" value={questionId ?? ""} onChange={(event) => onQuestion(event.target.value || null)}>
          <option value="" disabled>
            {texts.chooseQuestion}
          </option>
          {questions.map((question) => (
            <option key={question.id} value={question.id}>
              {question.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-answer`}>
          {texts.conditionAnswer}
        </label>
        <select id={`${id}-answer`} className="field__input" value={answerId ?? ""} disabled={!answers} onChange={(event) => onAnswer(event.target.value || null)}>
          <option value="" disabled>
            {texts.chooseAnswer}
          </option>
          {answers?.map((answer) => (
            <option key={answer.id} value={answer.id}>
              {answer.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
