import { inEveryLanguage } from "../../../domain/languages";
import { newId, replaceById } from "../../../domain/lists";
import { newFormOption, removeOption } from "../../../domain/site/formEditing";
import type { FormElement } from "../../../domain/site/forms";
import { TranslatedTextField } from "../../../kit/editor/fields/TranslatedTextField";
import { AnswerList } from "./AnswerList";
import { FORM_STARTER_TEXTS } from "./texts";

/** The answers of a multiple choice question, each with its text per language. */
export function FormOptionsEditor({ element, languages, onChange }: { element: FormElement; languages: string[]; onChange: (element: FormElement) => void }) {
  return (
    <AnswerList
      options={element.options}
      field={(option, label) => (
        <TranslatedTextField
          label={label}
          value={option.text}
          required
          onChange={(text) => onChange({ ...element, options: replaceById(element.options, option.id, () => ({ ...option, text })) })}
        />
      )}
      onRemove={(optionId) => onChange(removeOption(element, optionId))}
      onAdd={() => {
        const option = newFormOption(newId("option"), inEveryLanguage(languages, FORM_STARTER_TEXTS, (starter) => starter.newAnswer));
        onChange({ ...element, options: [...element.options, option] });
        return option.id;
      }}
    />
  );
}
