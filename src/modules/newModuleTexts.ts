import type { UiLanguage } from "../domain/languages";
import type { ModuleChoice } from "./moduleChoices";

/** A new module's default title and form questions, in each site language's nearest interface language. */
export interface StarterTexts {
  titles: Record<ModuleChoice, string>;
  name: string;
  coming: string;
  speechLength: string;
}

export const STARTER_TEXTS: Record<UiLanguage, StarterTexts> = {
  sv: {
    titles: {
      Location: "Plats och tid",
      TextAndImageList: "Bra att veta",
      ImageAndText: "Om oss",
      Text: "Välkomna",
      Rsvp: "OSA",
      Speech: "Anmälan av tal",
      Countdown: "Nedräkning",
      Header: "Välkomna till vår dag",
      GiftRegistry: "Önskelista",
      PeopleList: "Viktiga personer",
      Video: "Film",
      ImageGallery: "Bilder",
      Form: "Frågor till gästerna",
    },
    name: "Namn",
    coming: "Kommer du?",
    speechLength: "Hur lång tid behöver du?",
  },
  en: {
    titles: {
      Location: "Place and time",
      TextAndImageList: "Good to know",
      ImageAndText: "About us",
      Text: "Welcome",
      Rsvp: "RSVP",
      Speech: "Speech sign-up",
      Countdown: "Countdown",
      Header: "Welcome to our day",
      GiftRegistry: "Gift registry",
      PeopleList: "Important people",
      Video: "Video",
      ImageGallery: "Pictures",
      Form: "Questions for our guests",
    },
    name: "Name",
    coming: "Will you come?",
    speechLength: "How much time do you need?",
  },
  da: {
    titles: {
      Location: "Sted og tid",
      TextAndImageList: "Godt at vide",
      ImageAndText: "Om os",
      Text: "Velkommen",
      Rsvp: "OSA",
      Speech: "Tilmelding af tale",
      Countdown: "Nedtælling",
      Header: "Velkommen til vores dag",
      GiftRegistry: "Ønskeliste",
      PeopleList: "Vigtige personer",
      Video: "Film",
      ImageGallery: "Billeder",
      Form: "Spørgsmål til gæsterne",
    },
    name: "Navn",
    coming: "Kommer du?",
    speechLength: "Hvor lang tid har du brug for?",
  },
};
