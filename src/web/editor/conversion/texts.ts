import type { UiLanguage } from "../../../domain/languages";

interface ConversionTexts {
  title: string;
  lead: string;
  backToEditor: string;
  modulesHeading: string;
  /** One module's change: {legacy} and {newer} are module names. */
  becomes: string;
  /** The converted RSVP's name; the other newer modules are named as the add-module dialog names them. */
  rsvpWithForm: string;
  anchorsHeading: string;
  anchorChange: string;
  noAnchorChanges: string;
  anchorsNote: string;
  answersHeading: string;
  receivers: string;
  olderAnswers: string;
  undoHeading: string;
  undoText: string;
  convert: string;
  converting: string;
  cancel: string;
  previewHeading: string;
  previewLabel: string;
  nothingToConvert: string;
  loadFailed: string;
  convertFailed: string;
  converted: string;
  undo: string;
  undoing: string;
  undoFailed: string;
}

/** The conversion page's and its notice's texts (issue 14); sv is the reference. */
export const CONVERSION_TEXTS: Record<UiLanguage, ConversionTexts> = {
  sv: {
    title: "Konvertera till det nya formatet",
    lead: "Sidan är gjord i det äldre formatet. Konverterar du den får varje modul sin motsvarighet i det nya formatet, så att du kan redigera den med alla nya möjligheter. Inget ändras förrän du väljer Konvertera.",
    backToEditor: "Tillbaka till redigeringen",
    modulesHeading: "Så blir modulerna",
    becomes: "{legacy} (äldre) blir {newer}",
    rsvpWithForm: "OSA med formulär",
    anchorsHeading: "Länkar i menyn",
    anchorChange: "{legacy} blir {newer}",
    noAnchorChanges: "Inga länkar i menyn ändras.",
    anchorsNote: "En länk till en gammal adress öppnar sidan överst.",
    answersHeading: "Svar och mottagare",
    receivers: "De som i dag får OSA och anmälningar av tal per mejl blir mottagare för formulären.",
    olderAnswers: "Svar som gästerna redan har skickat finns kvar och syns under Visa OSA som förut.",
    undoHeading: "Går att ångra",
    undoText: "Sidan i det äldre formatet sparas som en version. Du kan ångra konverteringen direkt efteråt, eller senare under Versioner.",
    convert: "Konvertera",
    converting: "Konverterar…",
    cancel: "Avbryt",
    previewHeading: "Så blir sidan",
    previewLabel: "Förhandsvisning av den konverterade sidan",
    nothingToConvert: "Sidan har redan det nya formatet. Det finns inget att konvertera.",
    loadFailed: "Misslyckades att förbereda konverteringen",
    convertFailed: "Misslyckades att konvertera sidan",
    converted: "Sidan är konverterad",
    undo: "Ångra",
    undoing: "Ångrar…",
    undoFailed: "Misslyckades att ångra konverteringen",
  },
  en: {
    title: "Convert to the new format",
    lead: "The page was made in the older format. Converting it gives every module its counterpart in the new format, so you can edit it with everything that is new. Nothing changes until you choose Convert.",
    backToEditor: "Back to the editor",
    modulesHeading: "What the modules become",
    becomes: "{legacy} (older) becomes {newer}",
    rsvpWithForm: "RSVP with a form",
    anchorsHeading: "Links in the menu",
    anchorChange: "{legacy} becomes {newer}",
    noAnchorChanges: "No links in the menu change.",
    anchorsNote: "A link to an old address opens the page at the top.",
    answersHeading: "Answers and recipients",
    receivers: "Those who get the RSVPs and speech sign-ups by mail today become the forms' recipients.",
    olderAnswers: "Answers guests have already sent are kept and shown under Show RSVP as before.",
    undoHeading: "Can be undone",
    undoText: "The page in the older format is kept as a version. You can undo the conversion right afterwards, or later under Versions.",
    convert: "Convert",
    converting: "Converting…",
    cancel: "Cancel",
    previewHeading: "What the page will look like",
    previewLabel: "Preview of the converted page",
    nothingToConvert: "The page already has the new format. There is nothing to convert.",
    loadFailed: "Could not prepare the conversion",
    convertFailed: "Could not convert the page",
    converted: "The page is converted",
    undo: "Undo",
    undoing: "Undoing…",
    undoFailed: "Could not undo the conversion",
  },
  da: {
    title: "Konverter til det nye format",
    lead: "Siden er lavet i det ældre format. Konverterer du den, får hvert modul sin modpart i det nye format, så du kan redigere den med alle de nye muligheder. Intet ændres, før du vælger Konverter.",
    backToEditor: "Tilbage til redigeringen",
    modulesHeading: "Sådan bliver modulerne",
    becomes: "{legacy} (ældre) bliver {newer}",
    rsvpWithForm: "OSA med formular",
    anchorsHeading: "Links i menuen",
    anchorChange: "{legacy} bliver {newer}",
    noAnchorChanges: "Ingen links i menuen ændres.",
    anchorsNote: "Et link til en gammel adresse åbner siden øverst.",
    answersHeading: "Svar og modtagere",
    receivers: "De, der i dag får OSA og tilmeldinger af tale på mail, bliver modtagere for formularerne.",
    olderAnswers: "Svar, som gæsterne allerede har sendt, bliver gemt og vises under Vis tilmeldinger som før.",
    undoHeading: "Kan fortrydes",
    undoText: "Siden i det ældre format gemmes som en version. Du kan fortryde konverteringen lige bagefter eller senere under Versioner.",
    convert: "Konverter",
    converting: "Konverterer…",
    cancel: "Annuller",
    previewHeading: "Sådan bliver siden",
    previewLabel: "Forhåndsvisning af den konverterede side",
    nothingToConvert: "Siden har allerede det nye format. Der er intet at konvertere.",
    loadFailed: "Det lykkedes ikke at forberede konverteringen",
    convertFailed: "Det lykkedes ikke at konvertere siden",
    converted: "Siden er konverteret",
    undo: "Fortryd",
    undoing: "Fortryder…",
    undoFailed: "Det lykkedes ikke at fortryde konverteringen",
  },
};
