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
  /** The guest-list household the owner matched this RSVP send to (issue 15); absent when unmatched. */
  householdId?: string;
  /** An older answer (a legacy RSVP or speech form's, decision 060): read and deleted at the older calls. */
  older?: true;
}

export interface AnswersResponse {
  data: AnswerEntry[];
}

/**
 * An older answer (spec 3, Older RSVP; decision 054): one RSVP person or speech sign-up of a
 * legacy form, in the older fields. GET /api/rsvps/{siteId} and /api/speeches/{siteId} answer
 * `{ data }`; a speech sign-up has weddingYesOrNo null.
 */
export interface OlderAnswer {
  _id: string;
  registered: { date: string; ip: string };
  /** One per question the guest was shown, with its label then; a radio group's value is the chosen option's label. */
  customValues: { id: string; label: string; type: "TextField" | "RadioGroup"; value: string }[];
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
  weddingYesOrNo: "yes" | "no" | null;
  /** "site-form-" + the module's id. */
  source: string;
  /** The persons of one send share it. */
  groupId: string;
}
