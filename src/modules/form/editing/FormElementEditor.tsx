import { missingLanguages } from "../../../domain/site/formEditing";
import type { FormElement } from "../../../domain/site/forms";
import { useOwnerLanguage } from "../../../kit/i18n/ownerLanguage";
import { CheckboxField } from "../../../kit/ui/fields";
import { TranslatedTextField } from "../../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { FormOptionsEditor } from "./FormOptionsEditor";
import { languageName } from "../../../domain/site/languageNames";
import { QuestionFrame } from "./QuestionFrame";
import { questionLabel } from "./questionLabel";
import { ShowConditionEditor } from "./ShowConditionEditor";
import { FORMS_EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

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
  const uiLanguage = useOwnerLanguage();
  const { language } = useSiteEditor();
  const number = index + 1;
  const missing = missingLanguages(element, languages);

  return (
    <QuestionFrame
      number={number}
      typeLabel={element.formElementType === "ShortText" ? texts.shortText : texts.singleSelect}
      name={questionLabel(element, number, language, texts)}
      first={index === 0}
      last={index === elements.length - 1}
      focusOnMount={focusOnMount}
      onMove={onMove}
      onRemove={onRemove}
    >
      <TranslatedTextField label={texts.question} value={element.label} required onChange={(label) => onChange({ ...element, label })} />
      {element.formElementType === "ShortText" ? (
        <CheckboxField label={texts.required} checked={element.required} onChange={(event) => onChange({ ...element, required: event.target.checked })} />
      ) : (
        <FormOptionsEditor element={element} languages={languages} onChange={onChange} />
      )}
      {missing.length > 0 && (
        <p className="form-question__missing">
          {fill(texts.missingLanguages, { languages: missing.map((code) => languageName(code, uiLanguage)).join(", ") })}
        </p>
      )}
      <ShowConditionEditor element={element} elements={elements} onChange={onChange} />
    </QuestionFrame>
  );
}
