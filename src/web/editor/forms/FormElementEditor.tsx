import { useEffect, useId, useRef, useState } from "react";
import { missingLanguages } from "../../../domain/site/formEditing";
import type { FormElement } from "../../../domain/site/forms";
import { format } from "../../i18n/format";
import { useI18n } from "../../i18n/useI18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { CheckboxField } from "../../ui/fields";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "../../ui/icons";
import { TranslatedTextField } from "../fields/TranslatedTextField";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../site/siteEditorContext";
import { FormOptionsEditor } from "./FormOptionsEditor";
import { languageName } from "../../../domain/site/languageNames";
import { questionLabel } from "./questionLabel";
import { ShowConditionEditor } from "./ShowConditionEditor";
import { FORMS_EDITOR_TEXTS } from "./texts";

interface FormElementEditorProps {
  element: FormElement;
  /** The whole form, for the show condition's choices and checks. */
  elements: FormElement[];
  index: number;
  languages: string[];
  focusOnMount: boolean;
  onChange: (element: FormElement) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/** One question: its text per language, required flag or answers, show condition, move and delete. */
export function FormElementEditor({ element, elements, index, languages, focusOnMount, onChange, onMove, onRemove }: FormElementEditorProps) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const { language: uiLanguage } = useI18n();
  const { language } = useSiteEditor();
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const headingId = useId();
  const number = index + 1;
  const missing = missingLanguages(element, languages);

  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    const input = ref.current?.querySelector<HTMLInputElement>("input");
    // The starter text is selected, so typing replaces it.
    input?.focus({ preventScroll: true });
    input?.select();
  }, [focusOnMount]);

  return (
    <li ref={ref} className="form-question" aria-labelledby={headingId}>
      <div className="form-question__header">
        <h3 id={headingId} className="form-question__title">
          {format(texts.questionNumber, { number })}
          <span className="form-question__type">{element.formElementType === "ShortText" ? texts.shortText : texts.singleSelect}</span>
        </h3>
        <div className="form-question__tools">
          <button type="button" className="icon-button" aria-label={format(texts.moveUp, { number })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpIcon />
          </button>
          <button type="button" className="icon-button" aria-label={format(texts.moveDown, { number })} disabled={index === elements.length - 1} onClick={() => onMove(1)}>
            <ArrowDownIcon />
          </button>
          <button type="button" className="icon-button icon-button--danger" aria-label={format(texts.remove, { number })} onClick={() => setConfirming(true)}>
            <TrashIcon />
          </button>
        </div>
      </div>
      <TranslatedTextField label={texts.question} value={element.label} required onChange={(label) => onChange({ ...element, label })} />
      {element.formElementType === "ShortText" ? (
        <CheckboxField label={texts.required} checked={element.required} onChange={(event) => onChange({ ...element, required: event.target.checked })} />
      ) : (
        <FormOptionsEditor element={element} languages={languages} onChange={onChange} />
      )}
      {missing.length > 0 && (
        <p className="form-question__missing">
          {format(texts.missingLanguages, { languages: missing.map((code) => languageName(code, uiLanguage)).join(", ") })}
        </p>
      )}
      <ShowConditionEditor element={element} elements={elements} onChange={onChange} />
      {confirming && (
        <ConfirmDialog
          open
          title={format(texts.remove, { number })}
          text={`${format(texts.confirmRemove, { label: questionLabel(element, number, language, texts) })} ${texts.confirmRemoveNote}`}
          confirmLabel={texts.confirmYes}
          cancelLabel={texts.cancel}
          danger
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
