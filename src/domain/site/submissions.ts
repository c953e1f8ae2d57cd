import { z } from "zod";
import { translate } from "../languages";
import { MAIL_MAX_LENGTH } from "../limits";
import { CHANGE_TOKEN_MAX_LENGTH } from "./answerChange";
import { ANSWER_MAX_LENGTH, FORM_TITLE_MAX_LENGTH, GROUP_IDENTIFIER_MAX_LENGTH, HONEYPOT_FIELD } from "./formLimits";
import { isElementRequired, visibleAnswers, type FormAnswers } from "./formRules";
import type { FormElement } from "./forms";

/**
 * What guests send from the RSVP and Form modules (spec 2, sections 3 and 7), and the
 * rules that check the answers against the module's form. The web bundle imports types only.
 */
export { ANSWER_MAX_LENGTH, FORM_TITLE_MAX_LENGTH, GROUP_IDENTIFIER_MAX_LENGTH, HONEYPOT_FIELD };

const sentElement = z.object({
  /** The client echoes the element; only its id is read, the stored form is the truth. */
  formElement: z.looseObject({ id: z.string().min(1).max(100) }),
  value: z.string().max(ANSWER_MAX_LENGTH).nullish(),
  selectedOption: z.string().max(100).nullish(),
});
export type SentElement = z.infer<typeof sentElement>;

const common = {
  postKey: z.string().max(200).nullish(),
  formId: z.string().min(1).max(100),
  language: z.string().min(2).max(12),
  formTitle: z.string().max(FORM_TITLE_MAX_LENGTH).default(""),
  [HONEYPOT_FIELD]: z.string().max(2000).nullish(),
  /** Optional: the guest's own address for one copy of this answer ("" or absent: none). */
  copyTo: z.union([z.literal(""), z.string().trim().max(MAIL_MAX_LENGTH).pipe(z.email())]).nullish(),
};

export const rsvpSubmission = z.object({
  ...common,
  guests: z.array(z.object({ formElements: z.array(sentElement).max(100) })).min(1).max(5),
  groupIdentifier: z.string().max(GROUP_IDENTIFIER_MAX_LENGTH).nullish(),
  /** The change link's token: this send replaces the answer it was mailed for (decision 078). */
  changeToken: z.string().max(CHANGE_TOKEN_MAX_LENGTH).nullish(),
});
export type RsvpSubmission = z.input<typeof rsvpSubmission>;

export const formSubmission = z.object({
  ...common,
  formElements: z.array(sentElement).max(100),
});
export type FormSubmission = z.input<typeof formSubmission>;

/** One stored answer: the form's own element, the text and the chosen option (null when none). */
export interface StoredAnswer {
  formElement: FormElement;
  value: string;
  selectedOption: string | null;
}

export type AnswerProblem =
  | { kind: "unknownElement"; elementId: string }
  | { kind: "duplicateElement"; elementId: string }
  | { kind: "missingAnswer"; elementId: string }
  | { kind: "unknownOption"; elementId: string };

/**
 * Checks one guest's answers against the form: every sent id must be an element of the
 * form, a SingleSelect's option must be one of its own, a visible required element must be
 * answered; hidden elements are stored empty whatever was sent. The answers come back in
 * the form's order, every element present, with a SingleSelect's value set to its option text.
 */
export function checkAnswers(elements: FormElement[], sent: SentElement[], language: string): { answers: StoredAnswer[]; problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = [];
  const byId = new Map(elements.map((element) => [element.id, element]));
  const given: FormAnswers = {};
  for (const entry of sent) {
    const id = entry.formElement.id;
    const element = byId.get(id);
    if (!element) {
      problems.push({ kind: "unknownElement", elementId: id });
      continue;
    }
    if (id in given) problems.push({ kind: "duplicateElement", elementId: id });
    const value = (entry.value ?? "").trim();
    const selectedOption = entry.selectedOption || undefined;
    if (element.formElementType === "SingleSelect") {
      if (selectedOption !== undefined && !element.options.some((option) => option.id === selectedOption)) {
        problems.push({ kind: "unknownOption", elementId: id });
        given[id] = {};
      } else given[id] = { selectedOption };
    } else given[id] = { value };
  }
  const visible = visibleAnswers(elements, given);
  const answers = elements.map((element): StoredAnswer => {
    const answer = visible[element.id];
    if (!answer) return { formElement: element, value: "", selectedOption: null };
    if (element.formElementType === "SingleSelect") {
      const option = element.options.find((candidate) => candidate.id === answer.selectedOption);
      if (!option && isElementRequired(element)) problems.push({ kind: "missingAnswer", elementId: element.id });
      return { formElement: element, value: option ? translate(option.text, language) : "", selectedOption: option?.id ?? null };
    }
    if (!answer.value && isElementRequired(element)) problems.push({ kind: "missingAnswer", elementId: element.id });
    return { formElement: element, value: answer.value ?? "", selectedOption: null };
  });
  return { answers, problems };
}
