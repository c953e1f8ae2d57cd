import { translate } from "../../../domain/languages";
import type { FormElement } from "../../../domain/site/forms";
import { fill } from "../../../domain/fill";

/** How the editor names a question: its text in the language being edited, else "Fråga {number}". */
export function questionLabel(element: FormElement, number: number, language: string, texts: { questionNumber: string }): string {
  return translate(element.label, language) || fill(texts.questionNumber, { number });
}
