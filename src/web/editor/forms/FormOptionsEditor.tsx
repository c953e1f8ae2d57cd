import { useEffect, useId, useRef, useState } from "react";
import { newId, replaceById } from "../../../domain/lists";
import { newFormOption, removeOption } from "../../../domain/site/formEditing";
import type { FormElement } from "../../../domain/site/forms";
import { format } from "../../i18n/format";
import { PlusIcon, TrashIcon } from "../../ui/icons";
import { TranslatedTextField } from "../fields/TranslatedTextField";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { inEveryLanguage } from "../../../domain/languages";
import { FORM_STARTER_TEXTS, FORMS_EDITOR_TEXTS } from "./texts";

/** The answers of a multiple choice question: edit, add ("Nytt svar") and delete; the last one stays. */
export function FormOptionsEditor({ element, languages, onChange }: { element: FormElement; languages: string[]; onChange: (element: FormElement) => void }) {
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

  const add = () => {
    const option = newFormOption(newId("option"), inEveryLanguage(languages, FORM_STARTER_TEXTS, (starter) => starter.newAnswer));
    setAddedId(option.id);
    onChange({ ...element, options: [...element.options, option] });
  };

  return (
    <div className="form-answers" role="group" aria-labelledby={legendId} aria-describedby={hintId}>
      <p id={legendId} className="form-answers__legend">
        {texts.answers}
      </p>
      <p id={hintId} className="field__hint">
        {texts.alwaysRequired}
      </p>
      <ul ref={listRef} className="form-answers__list">
        {element.options.map((option, index) => (
          <li key={option.id} className="form-answers__item" data-option={option.id}>
            <TranslatedTextField
              label={format(texts.answerNumber, { number: index + 1 })}
              value={option.text}
              required
              onChange={(text) => onChange({ ...element, options: replaceById(element.options, option.id, () => ({ ...option, text })) })}
            />
            {element.options.length > 1 && (
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={format(texts.removeAnswer, { number: index + 1 })}
                onClick={() => {
                  // The button goes away with its answer; focus stays in the list's controls.
                  addRef.current?.focus();
                  onChange(removeOption(element, option.id));
                }}
              >
                <TrashIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      <button ref={addRef} type="button" className="button button--ghost form-answers__add" onClick={add}>
        <PlusIcon />
        {texts.addAnswer}
      </button>
    </div>
  );
}
