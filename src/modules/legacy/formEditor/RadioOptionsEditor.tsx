import { useEffect, useId, useRef, useState } from "react";
import { replaceById } from "../../../domain/lists";
import { format } from "../../../web/i18n/format";
import { useOwnerTexts } from "../../../web/editor/fields/useOwnerTexts";
import { FORMS_EDITOR_TEXTS } from "../../../web/editor/forms/texts";
import { PlusIcon, TrashIcon } from "../../../web/ui/icons";
import type { LegacyRadioGroup } from "../rsvpProperties";
import { LabelField } from "./LabelField";
import { withNewOption, withoutOption } from "./questionLists";

/** A radio group's answers: rename, add ("Nytt svar") and delete; the last one stays. */
export function RadioOptionsEditor({ group, onChange }: { group: LegacyRadioGroup; onChange: (group: LegacyRadioGroup) => void }) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const legendId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [addedId, setAddedId] = useState<string | null>(null);

  // A new answer's text is selected, so typing replaces "Nytt svar".
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
        {group.options.map((option, index) => (
          <li key={option.id} className="form-answers__item" data-option={option.id}>
            <LabelField
              label={format(texts.answerNumber, { number: index + 1 })}
              value={option.label}
              onChange={(label) => onChange({ ...group, options: replaceById(group.options, option.id, () => ({ ...option, label })) })}
            />
            {group.options.length > 1 && (
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={format(texts.removeAnswer, { number: index + 1 })}
                onClick={() => {
                  // The button goes away with its answer; focus stays in the list's controls.
                  addRef.current?.focus();
                  onChange(withoutOption(group, option.id));
                }}
              >
                <TrashIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        ref={addRef}
        type="button"
        className="button button--ghost form-answers__add"
        onClick={() => {
          const next = withNewOption(group);
          setAddedId(next.options[next.options.length - 1]!.id);
          onChange(next);
        }}
      >
        <PlusIcon />
        {texts.addAnswer}
      </button>
    </div>
  );
}
