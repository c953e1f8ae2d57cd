import { useState } from "react";
import { inEveryLanguage } from "../../../domain/languages";
import { moveBy, newId, removeById, replaceById } from "../../../domain/lists";
import { newFormElement, yesNoOptions, type FormElementType } from "../../../domain/site/formEditing";
import type { FormElement, SiteForm } from "../../../domain/site/forms";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { PlusIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { FormElementEditor } from "./FormElementEditor";
import { FORM_STARTER_TEXTS, FORMS_EDITOR_TEXTS } from "./texts";
import "./formsEditor.css";

interface FormElementsEditorProps {
  form: SiteForm;
  onChange: (form: SiteForm) => void;
  /** The form already has guests' answers: show the warning about changing meanings. */
  hasAnswers: boolean;
}

/**
 * The questions of an RSVP or Form module (spec 3, sections 4 and 5): text and multiple
 * choice questions, their answers and show conditions; add, move and delete.
 */
export function FormElementsEditor({ form, onChange, hasAnswers }: FormElementsEditorProps) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const { document } = useSiteEditor();
  const languages = siteLanguageCodes(document);
  const elements = form.formElements;
  // The question just added gets focus, so the owner can type its text at once.
  const [addedId, setAddedId] = useState<string | null>(null);
  const setElements = (formElements: FormElement[]) => onChange({ ...form, formElements });

  const add = (type: FormElementType) => {
    const options = type === "SingleSelect" ? yesNoOptions(languages, [newId("option"), newId("option")]) : [];
    const label = inEveryLanguage(languages, FORM_STARTER_TEXTS, (starter) => (type === "ShortText" ? starter.shortText : starter.singleSelect));
    const element = newFormElement(type, newId("formElement"), label, options);
    setAddedId(element.id);
    setElements([...elements, element]);
  };

  return (
    <div className="form-questions">
      {hasAnswers && (
        <div className="notice notice--warning" role="note">
          <p className="notice__title">{texts.answersWarningTitle}</p>
          <p>{texts.answersWarning}</p>
        </div>
      )}
      {elements.length === 0 ? (
        <p className="form-questions__empty">{texts.empty}</p>
      ) : (
        <ol className="form-questions__list">
          {elements.map((element, index) => (
            <FormElementEditor
              key={element.id}
              element={element}
              elements={elements}
              index={index}
              languages={languages}
              focusOnMount={element.id === addedId}
              onChange={(next) => setElements(replaceById(elements, element.id, () => next))}
              onMove={(by) => setElements(moveBy(elements, element.id, by))}
              onRemove={() => setElements(removeById(elements, element.id))}
            />
          ))}
        </ol>
      )}
      <div className="form-questions__add">
        <button type="button" className="button button--secondary" onClick={() => add("ShortText")}>
          <PlusIcon />
          {texts.addShortText}
        </button>
        <button type="button" className="button button--secondary" onClick={() => add("SingleSelect")}>
          <PlusIcon />
          {texts.addSingleSelect}
        </button>
      </div>
    </div>
  );
}
