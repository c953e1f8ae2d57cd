import type { z } from "zod";
import type { TranslatedTextValue } from "../../domain/site/common";
import type { formElement } from "../../domain/site/forms";
import type { ModuleInput } from "./site";
import type { Writer } from "./writer";

/**
 * The attending question the starter RSVPs share, so the answers overview can count who is
 * coming: its options' texts classify under spec 3 §5's yes/no rule (sv, en, da).
 */
export const ATTENDING = { id: "attending", yes: "attending-yes", no: "attending-no" } as const;

export function attendingQuestion(label: TranslatedTextValue, yes: TranslatedTextValue, no: TranslatedTextValue) {
  return {
    id: ATTENDING.id,
    formElementType: "SingleSelect" as const,
    label,
    required: true,
    options: [
      { id: ATTENDING.yes, text: yes },
      { id: ATTENDING.no, text: no },
    ],
  };
}

/** A question shown only to a guest who chose that answer of another question. */
export const shownWhen = (questionId: string, optionId: string) => [{ formElementId: questionId, formElementOptionIds: [optionId] }];

/** Shown only to a guest who answered yes. */
export const WHEN_ATTENDING = shownWhen(ATTENDING.id, ATTENDING.yes);

/** The texts of every starter RSVP module, and of the questions the guest pages share. */
export interface RsvpTexts {
  title: string;
  menu: string;
  text: string;
  guests: string;
  oneGuest: string;
  guest: string;
  send: string;
  confirmationTitle: string;
  confirmationText: string;
  name: string;
  attending: string;
  /** The attending answers: in sv, en and da they classify under spec 3 §5's yes/no rule. */
  yes: string;
  no: string;
}

type FormElementInput = z.input<typeof formElement>;

/**
 * A starter page's RSVP module with its questions; `rsvp` picks the page's RSVP texts from its
 * catalogue, `paragraphs` the text's paragraphs when the page writes more than the catalogue's text.
 */
export function rsvpModule<T>({ say, rich }: Writer<T>, rsvp: (texts: T) => RsvpTexts, id: string, maxNumberOfGuests: number, formElements: FormElementInput[], paragraphs: (texts: T) => string | readonly string[] = (texts) => rsvp(texts).text): ModuleInput {
  const text = (key: Exclude<keyof RsvpTexts, "text">) => say((texts) => rsvp(texts)[key]);
  return {
    id,
    siteModuleType: "Rsvp",
    title: text("title"),
    menuTitle: text("menu"),
    text: rich(paragraphs),
    maxNumberOfGuests,
    selectNumberOfGuestsText: text("guests"),
    oneGuestRsvpButton: text("oneGuest"),
    guestIndexTitle: text("guest"),
    sendButton: text("send"),
    confirmationTitle: text("confirmationTitle"),
    confirmationText: text("confirmationText"),
    form: { formElements },
  };
}

/** The guest's name and the attending question, first in every starter RSVP. */
export function nameAndAttending<T>({ say }: Writer<T>, rsvp: (texts: T) => RsvpTexts): FormElementInput[] {
  return [
    { id: "name", formElementType: "ShortText", label: say((texts) => rsvp(texts).name), required: true },
    attendingQuestion(
      say((texts) => rsvp(texts).attending),
      say((texts) => rsvp(texts).yes),
      say((texts) => rsvp(texts).no),
    ),
  ];
}

/** The texts of every starter Form module (speech sign-ups, song wishes). */
export interface FormModuleTexts {
  title: string;
  menu: string;
  text: string;
  showForm: string;
  send: string;
  confirmationTitle: string;
  confirmationText: string;
}

/** A starter page's Form module with its questions; `form` picks the module's texts from the page's catalogue. */
export function formModule<T>({ say, rich }: Writer<T>, form: (texts: T) => FormModuleTexts, id: string, formElements: FormElementInput[]): ModuleInput {
  const text = (key: Exclude<keyof FormModuleTexts, "text">) => say((texts) => form(texts)[key]);
  return {
    id,
    siteModuleType: "Form",
    title: text("title"),
    menuTitle: text("menu"),
    text: rich((texts) => form(texts).text),
    showFormButton: text("showForm"),
    sendButton: text("send"),
    confirmationTitle: text("confirmationTitle"),
    confirmationText: text("confirmationText"),
    form: { formElements },
  };
}
