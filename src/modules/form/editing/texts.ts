import type { UiLanguage } from "../../../domain/languages";
import { RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING as BEFORE_PUBLISHING } from "../../../domain/limits";

/** The form question editor and the receivers dialog (spec 3, sections 4 and 5; spec 2, "Ändra mottagare"). */
export const FORMS_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    answersWarningTitle: string;
    answersWarning: string;
    empty: string;
    question: string;
    questionNumber: string;
    shortText: string;
    singleSelect: string;
    addShortText: string;
    addSingleSelect: string;
    required: string;
    alwaysRequired: string;
    answers: string;
    answerNumber: string;
    addAnswer: string;
    removeAnswer: string;
    moveUp: string;
    moveDown: string;
    remove: string;
    confirmRemove: string;
    confirmRemoveNote: string;
    confirmYes: string;
    cancel: string;
    missingLanguages: string;
    conditionToggle: string;
    conditionQuestion: string;
    conditionAnswer: string;
    chooseQuestion: string;
    chooseAnswer: string;
    conditionNoQuestions: string;
    conditionIncomplete: string;
    conditionBroken: string;
    receiversButton: string;
    receiversTitle: string;
    receiversLead: string;
    receiversConfirmNote: string;
    receiverAwaiting: string;
    receiversSummary: string;
    receiversDefault: string;
    receiver: string;
    removeReceiver: string;
    addReceivers: string;
    invalidMail: string;
    save: string;
  }
> = {
  sv: {
    answersWarningTitle: "Det har redan kommit in svar på det här formuläret",
    answersWarning:
      "Ändra inte innebörden i frågor eller svar. Att rätta stavfel och att göra en fråga obligatorisk går bra. Vill du byta ut en fråga eller ett svar: ta bort den och skapa en ny.",
    empty: "Inga frågor ännu. Lägg till den första nedan.",
    question: "Fråga",
    questionNumber: "Fråga {number}",
    shortText: "Textfråga",
    singleSelect: "Flervalsfråga",
    addShortText: "Lägg till textfråga",
    addSingleSelect: "Lägg till flervalsfråga",
    required: "Obligatorisk",
    alwaysRequired: "Gästen måste alltid välja ett av svaren.",
    answers: "Svarsalternativ",
    answerNumber: "Svar {number}",
    addAnswer: "Lägg till svar",
    removeAnswer: "Ta bort svar {number}",
    moveUp: "Flytta upp fråga {number}",
    moveDown: "Flytta ned fråga {number}",
    remove: "Ta bort fråga {number}",
    confirmRemove: "Vill du ta bort frågan ”{label}”?",
    confirmRemoveNote: "Svar som redan har kommit in finns kvar.",
    confirmYes: "Ta bort",
    cancel: "Avbryt",
    missingLanguages: "Text saknas på: {languages}",
    conditionToggle: "Visa bara frågan om…",
    conditionQuestion: "Frågan",
    conditionAnswer: "har svaret",
    chooseQuestion: "Välj fråga",
    chooseAnswer: "Välj svar",
    conditionNoQuestions: "Lägg först till en flervalsfråga som villkoret kan gälla.",
    conditionIncomplete: "Välj både fråga och svar; annars visas frågan alltid.",
    conditionBroken: "Villkoret gäller en fråga eller ett svar som inte finns längre, så gästerna ser inte den här frågan. Välj ett nytt villkor eller stäng av det.",
    receiversButton: "Ändra mottagare",
    receiversTitle: "Ändra mottagare",
    receiversLead: "Svaren skickas med e-post till de här adresserna.",
    receiversConfirmNote: `När du sparar sidan får en ny adress ett mejl med en länk att bekräfta med (högst ${BEFORE_PUBLISHING} adresser om dagen innan sidan är publicerad). Tills adressen har bekräftats skickas svaren till dig.`,
    receiverAwaiting: "Väntar på bekräftelse: svaren skickas till dig tills vidare.",
    receiversSummary: "Svaren skickas till {receivers}.",
    receiversDefault: "Svaren skickas till e-postadressen på ditt konto.",
    receiver: "E-postadress {number}",
    removeReceiver: "Ta bort e-postadress {number}",
    addReceivers: "Lägg till fler",
    invalidMail: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
    save: "Spara",
  },
  en: {
    answersWarningTitle: "This form has already received answers",
    answersWarning:
      "Do not change the meaning of questions or answers. Fixing spelling and making a question required are safe. To replace a question or an answer, delete it and create a new one.",
    empty: "No questions yet. Add the first one below.",
    question: "Question",
    questionNumber: "Question {number}",
    shortText: "Text question",
    singleSelect: "Multiple choice",
    addShortText: "Add text question",
    addSingleSelect: "Add multiple choice",
    required: "Required",
    alwaysRequired: "Guests always have to choose one of the answers.",
    answers: "Answers",
    answerNumber: "Answer {number}",
    addAnswer: "Add answer",
    removeAnswer: "Remove answer {number}",
    moveUp: "Move question {number} up",
    moveDown: "Move question {number} down",
    remove: "Delete question {number}",
    confirmRemove: "Delete the question “{label}”?",
    confirmRemoveNote: "Answers already received are kept.",
    confirmYes: "Delete",
    cancel: "Cancel",
    missingLanguages: "Text missing in: {languages}",
    conditionToggle: "Only show the question if…",
    conditionQuestion: "The question",
    conditionAnswer: "has the answer",
    chooseQuestion: "Choose question",
    chooseAnswer: "Choose answer",
    conditionNoQuestions: "First add a multiple choice question for the condition.",
    conditionIncomplete: "Choose both a question and an answer; otherwise the question is always shown.",
    conditionBroken: "The condition refers to a question or answer that no longer exists, so guests do not see this question. Choose a new condition or turn it off.",
    receiversButton: "Change recipients",
    receiversTitle: "Change recipients",
    receiversLead: "Answers are sent by e-mail to these addresses.",
    receiversConfirmNote: `When you save the site, a new address gets a mail with a link to confirm it (at most ${BEFORE_PUBLISHING} addresses a day before the site is published). Until the address is confirmed, its answers are sent to you.`,
    receiverAwaiting: "Awaiting confirmation: answers are sent to you for now.",
    receiversSummary: "Answers are sent to {receivers}.",
    receiversDefault: "Answers are sent to your account's e-mail address.",
    receiver: "E-mail address {number}",
    removeReceiver: "Remove e-mail address {number}",
    addReceivers: "Add more",
    invalidMail: "Enter a valid e-mail address, for example name@example.com.",
    save: "Save",
  },
  da: {
    answersWarningTitle: "Der er allerede kommet svar på denne formular",
    answersWarning:
      "Ændr ikke betydningen af spørgsmål eller svar. Det er fint at rette stavefejl og at gøre et spørgsmål obligatorisk. Vil du udskifte et spørgsmål eller et svar: slet det, og opret et nyt.",
    empty: "Ingen spørgsmål endnu. Tilføj det første nedenfor.",
    question: "Spørgsmål",
    questionNumber: "Spørgsmål {number}",
    shortText: "Tekstspørgsmål",
    singleSelect: "Valgmulighedsspørgsmål",
    addShortText: "Tilføj tekstspørgsmål",
    addSingleSelect: "Tilføj valgmulighedsspørgsmål",
    required: "Obligatorisk",
    alwaysRequired: "Gæsten skal altid vælge et af svarene.",
    answers: "Svarmuligheder",
    answerNumber: "Svar {number}",
    addAnswer: "Tilføj svar",
    removeAnswer: "Fjern svar {number}",
    moveUp: "Flyt spørgsmål {number} op",
    moveDown: "Flyt spørgsmål {number} ned",
    remove: "Slet spørgsmål {number}",
    confirmRemove: "Vil du slette spørgsmålet “{label}”?",
    confirmRemoveNote: "Svar, der allerede er kommet, bevares.",
    confirmYes: "Slet",
    cancel: "Annuller",
    missingLanguages: "Tekst mangler på: {languages}",
    conditionToggle: "Vis kun spørgsmålet hvis…",
    conditionQuestion: "Spørgsmålet",
    conditionAnswer: "har svaret",
    chooseQuestion: "Vælg spørgsmål",
    chooseAnswer: "Vælg svar",
    conditionNoQuestions: "Tilføj først et valgmulighedsspørgsmål, som betingelsen kan gælde.",
    conditionIncomplete: "Vælg både spørgsmål og svar; ellers vises spørgsmålet altid.",
    conditionBroken: "Betingelsen gælder et spørgsmål eller svar, der ikke findes længere, så gæsterne ser ikke dette spørgsmål. Vælg en ny betingelse, eller slå den fra.",
    receiversButton: "Skift modtagere",
    receiversTitle: "Skift modtagere",
    receiversLead: "Svarene sendes med e-mail til disse adresser.",
    receiversConfirmNote: `Når du gemmer siden, får en ny adresse en mail med et link til at bekræfte den (højst ${BEFORE_PUBLISHING} adresser om dagen, før siden er offentliggjort). Indtil adressen er bekræftet, sendes svarene til dig.`,
    receiverAwaiting: "Venter på bekræftelse: svarene sendes til dig indtil videre.",
    receiversSummary: "Svarene sendes til {receivers}.",
    receiversDefault: "Svarene sendes til e-mailadressen på din konto.",
    receiver: "E-mailadresse {number}",
    removeReceiver: "Fjern e-mailadresse {number}",
    addReceivers: "Tilføj flere",
    invalidMail: "Angiv en gyldig e-mailadresse, for eksempel navn@eksempel.dk.",
    save: "Gem",
  },
};

/** Texts a new question or answer starts with, in each site language's nearest interface language; yes and no are yesNoOptions' (domain/site/formEditing). */
export const FORM_STARTER_TEXTS: Record<UiLanguage, { shortText: string; singleSelect: string; newAnswer: string }> = {
  sv: { shortText: "Text som beskriver fältet", singleSelect: "En fråga att svara på?", newAnswer: "Nytt svar" },
  en: { shortText: "Text describing the field", singleSelect: "A question to answer?", newAnswer: "New answer" },
  da: { shortText: "Tekst, der beskriver feltet", singleSelect: "Et spørgsmål at svare på?", newAnswer: "Nyt svar" },
};
