import type { UiLanguage } from "../../../domain/languages";

/** The RSVP and Form module dialogs (spec 3, section 4: QUESTIONS / CONFIRMATION / OTHER or BUTTONS). */
export const FORM_DIALOG_TEXTS: Record<
  UiLanguage,
  {
    rsvpTitle: string;
    formTitle: string;
    questions: string;
    confirmation: string;
    other: string;
    buttons: string;
    title: string;
    text: string;
    confirmationLead: string;
    confirmationTitle: string;
    confirmationText: string;
    maxGuests: string;
    maxGuestsHint: string;
    oneGuestRsvpButton: string;
    selectNumberOfGuestsText: string;
    guestIndexTitle: string;
    guestIndexTitleHint: string;
    sendButton: string;
    showFormButton: string;
    defaultHint: string;
  }
> = {
  sv: {
    rsvpTitle: "OSA",
    formTitle: "Formulär",
    questions: "Frågor",
    confirmation: "Bekräftelse",
    other: "Övrigt",
    buttons: "Knappar",
    title: "Rubrik",
    text: "Text",
    confirmationLead: "Visas för gästen när svaret har skickats.",
    confirmationTitle: "Rubrik i bekräftelsen",
    confirmationText: "Text i bekräftelsen",
    maxGuests: "Högst antal gäster per svar",
    maxGuestsHint: "Med 1 svarar gästen med en OSA-knapp i stället för att välja antal gäster.",
    oneGuestRsvpButton: "Text på OSA-knappen",
    selectNumberOfGuestsText: "Text vid val av antal gäster",
    guestIndexTitle: "Rubrik för varje gäst",
    guestIndexTitleHint: "Följs av gästens nummer, till exempel ”Gäst 2”.",
    sendButton: "Text på skicka-knappen",
    showFormButton: "Text på knappen som visar formuläret",
    defaultHint: "Lämnar du ett fält tomt visas texten i fältet för gästerna.",
  },
  en: {
    rsvpTitle: "RSVP",
    formTitle: "Form",
    questions: "Questions",
    confirmation: "Confirmation",
    other: "Other",
    buttons: "Buttons",
    title: "Title",
    text: "Text",
    confirmationLead: "Shown to the guest once the answer is sent.",
    confirmationTitle: "Confirmation title",
    confirmationText: "Confirmation text",
    maxGuests: "Most guests per answer",
    maxGuestsHint: "With 1 the guest answers with an RSVP button instead of choosing a number of guests.",
    oneGuestRsvpButton: "RSVP button text",
    selectNumberOfGuestsText: "Text for choosing the number of guests",
    guestIndexTitle: "Heading for each guest",
    guestIndexTitleHint: "Followed by the guest's number, for example “Guest 2”.",
    sendButton: "Send button text",
    showFormButton: "Text of the button that shows the form",
    defaultHint: "If you leave a field empty, guests see the text shown in it.",
  },
  da: {
    rsvpTitle: "Tilmelding",
    formTitle: "Formular",
    questions: "Spørgsmål",
    confirmation: "Bekræftelse",
    other: "Øvrigt",
    buttons: "Knapper",
    title: "Overskrift",
    text: "Tekst",
    confirmationLead: "Vises for gæsten, når svaret er sendt.",
    confirmationTitle: "Overskrift i bekræftelsen",
    confirmationText: "Tekst i bekræftelsen",
    maxGuests: "Højst antal gæster pr. svar",
    maxGuestsHint: "Med 1 svarer gæsten med en tilmeldingsknap i stedet for at vælge antal gæster.",
    oneGuestRsvpButton: "Tekst på tilmeldingsknappen",
    selectNumberOfGuestsText: "Tekst ved valg af antal gæster",
    guestIndexTitle: "Overskrift for hver gæst",
    guestIndexTitleHint: "Efterfølges af gæstens nummer, for eksempel “Gæst 2”.",
    sendButton: "Tekst på send-knappen",
    showFormButton: "Tekst på knappen, der viser formularen",
    defaultHint: "Lader du et felt stå tomt, ser gæsterne teksten i feltet.",
  },
};
