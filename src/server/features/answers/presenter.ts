import type { AnswerElement, AnswerEntry } from "../../../domain/answers";
import type { StoredAnswer } from "../../../domain/site/submissions";
import type { AnswerRow } from "./repository";

/** The chosen option with its text in every language, from the question as it was asked. */
function presentElement({ formElement, value, selectedOption }: StoredAnswer): AnswerElement {
  const option = selectedOption === null ? undefined : formElement.options.find((candidate) => candidate.id === selectedOption);
  return { formElement, value, selectedOption: option ? { id: option.id, text: option.text } : null };
}

export function presentAnswer(row: AnswerRow): AnswerEntry {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    groupIdentifier: row.groupIdentifier,
    formId: row.formId,
    formTitle: row.formTitle,
    formElements: row.formElements.map(presentElement),
    ...(row.householdId ? { householdId: row.householdId } : {}),
  };
}
