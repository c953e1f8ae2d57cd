import type { UiLanguage } from "../../../domain/languages";

/**
 * The legacy RSVP (RSVP3) and speech (Speech2) dialogs' own texts; what they share with the
 * newer form dialogs (tabs, question tools) comes from FORM_DIALOG_TEXTS and FORMS_EDITOR_TEXTS.
 */
export const LEGACY_FORM_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    textFieldsAbove: string;
    radioGroups: string;
    radioGroupsBelow: string;
    textFieldsBelow: string;
    textFields: string;
    lowerBlock: string;
    lowerBlockHint: string;
    emptyList: string;
    textField: string;
    radioGroup: string;
    addTextField: string;
    addRadioGroup: string;
    conditionTitle: string;
    conditionToggle: string;
    conditionAlways: string;
    conditionSummary: string;
    conditionMissing: string;
    conditionNoQuestions: string;
    conditionIncomplete: string;
    maxPersonsTitle: string;
    maxPersons: string;
    maxPersonsSummary: string;
    maxPersonsOne: string;
    personTitle: string;
    chooseNumberOfPersonsText: string;
    showRSVPFormWhenOnlyOnePerson: string;
    showRSVPFormWhenOnlyOnePersonHint: string;
    defaultHint: string;
    /** The dialogs' titles. */
    rsvpTitle: string;
    speechTitle: string;
  }
> = {
  sv: {
    textFieldsAbove: "Textfält överst",
    radioGroups: "Flervalsfrågor",
    radioGroupsBelow: "Flervalsfrågor nedan",
    textFieldsBelow: "Textfält nedan",
    textFields: "Textfält",
    lowerBlock: "Frågorna nedan",
    lowerBlockHint: "Kan visas bara när gästen har svarat på ett visst sätt på en av flervalsfrågorna ovan.",
    emptyList: "Inga frågor här ännu.",
    textField: "Textfält",
    radioGroup: "Flervalsfråga",
    addTextField: "Lägg till textfält",
    addRadioGroup: "Lägg till flervalsfråga",
    conditionTitle: "Visa bara frågorna nedan om...",
    conditionToggle: "Visa bara frågorna nedan om...",
    conditionAlways: "Frågorna nedan visas alltid.",
    conditionSummary: "Frågorna nedan visas bara om gästen svarar ”{answer}” på ”{question}”.",
    conditionMissing: "Villkoret gäller en fråga eller ett svar som inte finns längre, så frågorna nedan visas alltid. Välj ett nytt villkor eller stäng av det.",
    conditionNoQuestions: "Lägg först till en flervalsfråga ovanför frågorna nedan; villkoret kan bara gälla en sådan.",
    conditionIncomplete: "Välj både fråga och svar; annars visas frågorna nedan alltid.",
    maxPersonsTitle: "Ändra valbart antal personer",
    maxPersons: "Högst antal personer per svar",
    maxPersonsSummary: "Gästen kan svara för upp till {count} personer.",
    maxPersonsOne: "Gästen svarar för en person.",
    personTitle: "Rubrik för varje person",
    chooseNumberOfPersonsText: "Text vid val av antal personer",
    showRSVPFormWhenOnlyOnePerson: "Visa formuläret direkt",
    showRSVPFormWhenOnlyOnePersonHint: "Gäller när gästen svarar för en person: formuläret visas utan OSA-knappen först.",
    defaultHint: "Lämnar du ett fält tomt ser gästerna den inbyggda texten.",
    rsvpTitle: "OSA",
    speechTitle: "Tal",
  },
  en: {
    textFieldsAbove: "Text fields at the top",
    radioGroups: "Multiple choice questions",
    radioGroupsBelow: "Multiple choice questions below",
    textFieldsBelow: "Text fields below",
    textFields: "Text fields",
    lowerBlock: "The questions below",
    lowerBlockHint: "Can be shown only when the guest has given a certain answer to one of the multiple choice questions above.",
    emptyList: "No questions here yet.",
    textField: "Text field",
    radioGroup: "Multiple choice",
    addTextField: "Add text field",
    addRadioGroup: "Add multiple choice",
    conditionTitle: "Only show the questions below if...",
    conditionToggle: "Only show the questions below if...",
    conditionAlways: "The questions below are always shown.",
    conditionSummary: "The questions below are only shown if the guest answers “{answer}” to “{question}”.",
    conditionMissing: "The condition refers to a question or answer that no longer exists, so the questions below are always shown. Choose a new condition or turn it off.",
    conditionNoQuestions: "First add a multiple choice question above the questions below; the condition can only refer to one of those.",
    conditionIncomplete: "Choose both a question and an answer; otherwise the questions below are always shown.",
    maxPersonsTitle: "Change the number of persons to choose from",
    maxPersons: "Most persons per answer",
    maxPersonsSummary: "Guests can answer for up to {count} persons.",
    maxPersonsOne: "Guests answer for one person.",
    personTitle: "Title for each person",
    chooseNumberOfPersonsText: "Text for choosing the number of persons",
    showRSVPFormWhenOnlyOnePerson: "Show the form at once",
    showRSVPFormWhenOnlyOnePersonHint: "When guests answer for one person: the form shows without the RSVP button first.",
    defaultHint: "If you leave a field empty, guests see the built-in text.",
    rsvpTitle: "RSVP",
    speechTitle: "Speeches",
  },
  da: {
    textFieldsAbove: "Tekstfelter øverst",
    radioGroups: "Valgmulighedsspørgsmål",
    radioGroupsBelow: "Valgmulighedsspørgsmål nedenfor",
    textFieldsBelow: "Tekstfelter nedenfor",
    textFields: "Tekstfelter",
    lowerBlock: "Spørgsmålene nedenfor",
    lowerBlockHint: "Kan vises kun, når gæsten har svaret på en bestemt måde på et af valgmulighedsspørgsmålene ovenfor.",
    emptyList: "Ingen spørgsmål her endnu.",
    textField: "Tekstfelt",
    radioGroup: "Valgmulighedsspørgsmål",
    addTextField: "Tilføj tekstfelt",
    addRadioGroup: "Tilføj valgmulighedsspørgsmål",
    conditionTitle: "Vis kun spørgsmålene nedenfor hvis...",
    conditionToggle: "Vis kun spørgsmålene nedenfor hvis...",
    conditionAlways: "Spørgsmålene nedenfor vises altid.",
    conditionSummary: "Spørgsmålene nedenfor vises kun, hvis gæsten svarer “{answer}” på “{question}”.",
    conditionMissing: "Betingelsen gælder et spørgsmål eller svar, der ikke findes længere, så spørgsmålene nedenfor vises altid. Vælg en ny betingelse, eller slå den fra.",
    conditionNoQuestions: "Tilføj først et valgmulighedsspørgsmål over spørgsmålene nedenfor; betingelsen kan kun gælde et sådant.",
    conditionIncomplete: "Vælg både spørgsmål og svar; ellers vises spørgsmålene nedenfor altid.",
    maxPersonsTitle: "Skift antal personer at vælge mellem",
    maxPersons: "Højst antal personer pr. svar",
    maxPersonsSummary: "Gæsten kan svare for op til {count} personer.",
    maxPersonsOne: "Gæsten svarer for én person.",
    personTitle: "Overskrift for hver person",
    chooseNumberOfPersonsText: "Tekst ved valg af antal personer",
    showRSVPFormWhenOnlyOnePerson: "Vis formularen med det samme",
    showRSVPFormWhenOnlyOnePersonHint: "Når gæsten svarer for én person: formularen vises uden OSA-knappen først.",
    defaultHint: "Lader du et felt stå tomt, ser gæsterne den indbyggede tekst.",
    rsvpTitle: "OSA",
    speechTitle: "Taler",
  },
};
