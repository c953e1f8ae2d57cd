import type { TranslatedText } from "./languages";
import type { FormElement } from "./site/forms";

/**
 * The owner's answers overview (spec 3, RSVP v4 entity and section 7): one entry per guest
 * (an RSVP send of three guests is three entries sharing `groupIdentifier`), each answer with
 * the question as it was asked, so answers stay readable after the form changes.
 * GET /api/rsvps/{siteId}/v4 and GET /api/form-submissions/{siteId} answer `{ data }`.
 */
export interface AnswerElement {
  formElement: FormElement;
  /** The text answered; for a SingleSelect the chosen option's text in the guest's language. */
  value: string;
  /** A SingleSelect's chosen option with its text in every language; null otherwise or when none. */
  selectedOption: { id: string; text: TranslatedText } | null;
}

export interface AnswerEntry {
  _id: string;
  createdAt: string;
  language: string;
  groupIdentifier: string;
  formId: string;
  formTitle: string;
  formElements: AnswerElement[];
}

export interface AnswersResponse {
  data: AnswerEntry[];
}
