/**
 * The owner's editing rules for form questions (spec 3, sections 3 to 5): new questions,
 * answers, show conditions and the checks the editor warns about. Ids are passed in so the
 * rules stay pure; moving and replacing use the shared list operations (../lists).
 */

import { inEveryLanguage, type UiLanguage } from "../languages";
import { removeById } from "../lists";
import type { TranslatedTextValue } from "./common";
import type { FormElement } from "./forms";

export type FormElementType = FormElement["formElementType"];
type FormOption = FormElement["options"][number];
type ShowCondition = FormElement["showConditions"][number];

/** A new question: ShortText optional, SingleSelect required with its first answers. */
export function newFormElement(type: FormElementType, id: string, label: TranslatedTextValue, options: FormOption[] = []): FormElement {
  return {
    id,
    formElementType: type,
    label,
    required: type === "SingleSelect",
    options: type === "SingleSelect" ? options : [],
    showConditions: [],
  };
}

export function newFormOption(id: string, text: TranslatedTextValue): FormOption {
  return { id, text };
}

/** The answers a new multiple choice question starts with, in each site language's nearest interface language. */
const YES_NO_TEXTS: Record<UiLanguage, { yes: string; no: string }> = {
  sv: { yes: "Ja", no: "Nej tyvärr" },
  en: { yes: "Yes", no: "No" },
  da: { yes: "Ja", no: "Nej desværre" },
};

/** "Ja" and "Nej tyvärr" in every site language, with the two ids given. */
export function yesNoOptions(languages: readonly string[], [yesId, noId]: readonly [string, string]): FormOption[] {
  return [
    newFormOption(yesId, inEveryLanguage(languages, YES_NO_TEXTS, (texts) => texts.yes)),
    newFormOption(noId, inEveryLanguage(languages, YES_NO_TEXTS, (texts) => texts.no)),
  ];
}

/** Removes an answer; the last one stays, since a question needs something to choose. */
export function removeOption(element: FormElement, optionId: string): FormElement {
  if (element.options.length <= 1) return element;
  return { ...element, options: removeById(element.options, optionId) };
}

/**
 * A show condition while the owner edits it. Only a complete one (toggle on, a question and
 * one of its answers) is stored; anything less stores no condition.
 */
export interface ConditionDraft {
  on: boolean;
  questionId: string | null;
  answerId: string | null;
}

export function conditionDraft(element: FormElement): ConditionDraft {
  const condition = element.showConditions[0];
  return { on: Boolean(condition), questionId: condition?.formElementId ?? null, answerId: condition?.formElementOptionIds[0] ?? null };
}

/** Another question clears the answer chosen for the previous one. */
export function chooseConditionQuestion(draft: ConditionDraft, questionId: string | null): ConditionDraft {
  return { ...draft, questionId, answerId: questionId === draft.questionId ? draft.answerId : null };
}

export function storedConditions(draft: ConditionDraft): ShowCondition[] {
  if (!draft.on || !draft.questionId || !draft.answerId) return [];
  return [{ formElementId: draft.questionId, formElementOptionIds: [draft.answerId] }];
}

/** Whether `element`'s visibility depends, directly or through others, on `targetId`. */
function dependsOn(elements: FormElement[], element: FormElement, targetId: string): boolean {
  const seen = new Set<string>();
  let current: FormElement | undefined = element;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    const next: string | undefined = current.showConditions[0]?.formElementId;
    if (next === targetId) return true;
    current = elements.find((entry) => entry.id === next);
  }
  return false;
}

/**
 * The questions a condition of `elementId` may name: SingleSelect questions other than
 * itself, leaving out those that already depend on it (a loop would hide both for good).
 */
export function conditionQuestions(elements: FormElement[], elementId: string): FormElement[] {
  return elements.filter((entry) => entry.formElementType === "SingleSelect" && entry.id !== elementId && !dependsOn(elements, entry, elementId));
}

/** A stored condition whose question or answer no longer exists: guests never see the question. */
export function isConditionBroken(elements: FormElement[], element: FormElement): boolean {
  const condition = element.showConditions[0];
  if (!condition) return false;
  const question = elements.find((entry) => entry.id === condition.formElementId && entry.formElementType === "SingleSelect");
  const answerId = condition.formElementOptionIds[0];
  return !question || !question.options.some((option) => option.id === answerId);
}

/** The site languages in which the question or one of its answers has no text. */
export function missingLanguages(element: FormElement, languages: string[]): string[] {
  const texts = [element.label, ...element.options.map((option) => option.text)];
  return languages.filter((language) => texts.some((text) => !text[language]?.trim()));
}
