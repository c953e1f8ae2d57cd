import type { UiLanguage } from "../../../domain/languages";
import type { FormElement } from "../../../domain/site/forms";
import type { StoredAnswer } from "../../../domain/site/submissions";
import type { Mail } from "../../providers/mail/mailer";
import { submissionMails } from "../guestForms/mail";
import type { StoredValue } from "./checkValues";

/**
 * The mail about a legacy answer, in the very layout of the newer answers' mails: each person
 * becomes the answers of a form (name, the built-in questions, then the module's own), so
 * subject and body name the guests and list what each was shown and answered.
 */

const LABELS = {
  name: { sv: "Namn", en: "Name", da: "Navn" },
  coming: { sv: "Kommer du?", en: "Are you coming?", da: "Kommer du?" },
  phone: { sv: "Telefon", en: "Phone", da: "Telefon" },
  mail: { sv: "E-post", en: "E-mail", da: "E-mail" },
} as const;
const YES_NO = { yes: { sv: "Ja", en: "Yes", da: "Ja" }, no: { sv: "Nej", en: "No", da: "Nej" } } as const;

export interface MailedPerson {
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
  weddingYesOrNo?: "yes" | "no" | null;
  customValues: StoredValue[];
}

const answer = (id: string, label: FormElement["label"], value: string, formElementType: FormElement["formElementType"] = "ShortText"): StoredAnswer => ({
  formElement: { id, formElementType, label, required: false, options: [], showConditions: [] },
  value,
  selectedOption: null,
});

/** A person as form answers; phone and mail only when given. */
function personAnswers(person: MailedPerson, language: UiLanguage): StoredAnswer[] {
  return [
    answer("name", LABELS.name, `${person.firstName} ${person.lastName}`),
    ...(person.weddingYesOrNo ? [answer("weddingYesOrNo", LABELS.coming, YES_NO[person.weddingYesOrNo][language], "SingleSelect")] : []),
    ...(person.phone ? [answer("phone", LABELS.phone, person.phone)] : []),
    ...(person.mail ? [answer("mail", LABELS.mail, person.mail)] : []),
    ...person.customValues.map((value) => answer(value.id, { [language]: value.label }, value.value, value.type === "RadioGroup" ? "SingleSelect" : "ShortText")),
  ];
}

/** One mail per recipient: an RSVP's persons, or a speech sign-up (worded as a form's answer, titled by the module). */
export function legacyAnswerMails(input: { kind: "rsvp" | "speech"; recipients: string[]; language: UiLanguage; host: string; title: string; persons: MailedPerson[] }): Mail[] {
  return submissionMails({
    kind: input.kind === "rsvp" ? "rsvp" : "form",
    recipients: input.recipients,
    siteLanguage: input.language,
    guestLanguage: input.language,
    host: input.host,
    formTitle: input.title,
    guests: input.persons.map((person) => personAnswers(person, input.language)),
  });
}
