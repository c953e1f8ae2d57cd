import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { PlusIcon, TrashIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

interface AnswerListProps<O extends { id: string }> {
  options: O[];
  /** An answer's own text field, with this label. */
  field: (option: O, label: string) => ReactNode;
  onRemove: (optionId: string) => void;
  /** Adds an answer at the end and gives its id: its text gets focus. */
  onAdd: () => string;
}

/** A multiple choice question's answers: edit, add ("Nytt svar") and delete; the last one stays. */
export function AnswerList<O extends { id: string }>({ options, field, onRemove, onAdd }: AnswerListProps<O>) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const legendId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [addedId, setAddedId] = useState<string | null>(null);

  useEffect(() => {
    const input = addedId ? listRef.current?.querySelector<HTMLInputElement>(`[data-option="${CSS.escape(addedId)}"] input`) : null;
    input?.focus();
    input?.select();
  }, [addedId]);

  return (
    <div className="form-answers" role="group" aria-labelledby={legendId} aria-describedby={hintId}>
      <p id={legendId} className="form-answers__legend">
        {texts.answers}
      </p>
      <p id={hintId} className="field__hint">
        {texts.alwaysRequired}
      </p>
      <ul ref={listRef} className="form-answers__list">
        {options.map((option, index) => (
          <li key={option.id} className="form-answers__item" data-option={option.id}>
            {field(option, fill(texts.answerNumber, { number: index + 1 }))}
            {options.length > 1 && (
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={fill(texts.removeAnswer, { number: index + 1 })}
                onClick={() => {
                  // The button goes away with its answer; focus stays in the list's controls.
                  addRef.current?.focus();
                  onRemove(option.id);
                }}
              >
                <TrashIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      <button ref={addRef} type="button" className="button button--ghost form-answers__add" onClick={() => setAddedId(onAdd())}>
        <PlusIcon />
        {texts.addAnswer}
      </button>
    </div>
  );
}
