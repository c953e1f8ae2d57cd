import { translate } from "../../domain/languages";
import { visibleAnswers, type FormAnswers } from "../../domain/site/formRules";
import type { FormElement } from "../../domain/site/forms";

/** One answer sent to the server: the element, its text and the chosen option. */
export interface SentAnswer {
  formElement: FormElement;
  value: string;
  selectedOption: string | null;
}

/** The answers after one change; answers of elements that became hidden are cleared. */
export function answer(elements: FormElement[], answers: FormAnswers, id: string, value: { value?: string; selectedOption?: string }): FormAnswers {
  return visibleAnswers(elements, { ...answers, [id]: value });
}

/** Every element of the form in order; hidden ones are sent empty (spec 2, Generic Form). */
export function toSent(elements: FormElement[], answers: FormAnswers, language: string): SentAnswer[] {
  const visible = visibleAnswers(elements, answers);
  return elements.map((element) => {
    const given = visible[element.id];
    if (!given) return { formElement: element, value: "", selectedOption: null };
    if (element.formElementType === "SingleSelect") {
      const option = element.options.find((candidate) => candidate.id === given.selectedOption);
      return { formElement: element, value: option ? translate(option.text, language) : "", selectedOption: option?.id ?? null };
    }
    return { formElement: element, value: given.value ?? "", selectedOption: null };
  });
}
