import type { FormElement } from "./forms";

/**
 * The show-condition rules of form elements (spec 2, Generic Form), without zod so the
 * guest bundle can use them.
 */

/** The answers a guest has given so far: element id → option id (SingleSelect) or text. */
export type FormAnswers = Record<string, { value?: string; selectedOption?: string }>;

/**
 * An element is visible when it has no condition, or when the element named by its first
 * condition has the first listed option selected.
 */
export function isElementVisible(element: Pick<FormElement, "showConditions">, answers: FormAnswers): boolean {
  const condition = element.showConditions[0];
  if (!condition) return true;
  const wanted = condition.formElementOptionIds[0];
  return wanted !== undefined && answers[condition.formElementId]?.selectedOption === wanted;
}

/** A SingleSelect is always required; a ShortText when its flag says so. */
export function isElementRequired(element: Pick<FormElement, "formElementType" | "required">): boolean {
  return element.formElementType === "SingleSelect" || element.required;
}

/**
 * The answers of the visible elements only. A hidden element's answer is dropped, which can
 * hide further elements that depend on it, so this repeats until nothing changes. Every
 * visible element gets an entry (empty when unanswered).
 */
export function visibleAnswers(elements: FormElement[], answers: FormAnswers): FormAnswers {
  let current: FormAnswers = { ...answers };
  for (let round = 0; round <= elements.length; round++) {
    const next: FormAnswers = {};
    for (const element of elements) {
      if (isElementVisible(element, current)) next[element.id] = current[element.id] ?? {};
    }
    const settled = elements.every((element) => element.id in next === element.id in current) && Object.keys(next).length === Object.keys(current).length;
    current = next;
    if (settled) break;
  }
  return current;
}
