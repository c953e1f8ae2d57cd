import type { Brand } from "../domain/brands";
import type { UiLanguage } from "../domain/languages";
import type { SiteModuleType } from "./siteModule";

/**
 * What the add-module dialog `Välj modul` offers (spec 2, Module wrapper), in its order. The
 * speech sign-up is a Form module with speech texts; it and the gift registry are not offered
 * to the event brand.
 */
export const MODULE_CHOICES = [
  "Location",
  "TextAndImageList",
  "ImageAndText",
  "Text",
  "Rsvp",
  "Speech",
  "Countdown",
  "Header",
  "GiftRegistry",
  "PeopleList",
  "Video",
  "ImageGallery",
  "Form",
] as const;
export type ModuleChoice = (typeof MODULE_CHOICES)[number];

export const CHOICE_TYPE: Record<ModuleChoice, SiteModuleType> = {
  Location: "Location",
  TextAndImageList: "TextAndImageList",
  ImageAndText: "ImageAndText",
  Text: "Text",
  Rsvp: "Rsvp",
  Speech: "Form",
  Countdown: "Countdown",
  Header: "Header",
  GiftRegistry: "GiftRegistry",
  PeopleList: "PeopleList",
  Video: "Video",
  ImageGallery: "ImageGallery",
  Form: "Form",
};

const NOT_FOR_EVENTS: ReadonlySet<ModuleChoice> = new Set(["Speech", "GiftRegistry"]);

export function moduleChoicesFor(brand: Brand): ModuleChoice[] {
  return MODULE_CHOICES.filter((choice) => brand !== "event" || !NOT_FOR_EVENTS.has(choice));
}

/** The name and a line about each choice, in the owner's language. */
export const MODULE_CHOICE_TEXTS: Record<UiLanguage, Record<ModuleChoice, { name: string; description: string }>> = {
  sv: {
    Location: { name: "Plats/tidpunkt", description: "Var och när, med karta." },
    TextAndImageList: { name: "Lista med text och bild", description: "Program, boende eller annat i punkter." },
    ImageAndText: { name: "Bild och text", description: "En bild bredvid en text." },
    Text: { name: "Text", description: "En rubrik och en text." },
    Rsvp: { name: "OSA", description: "Gästerna svarar om de kommer." },
    Speech: { name: "Anmälan av tal", description: "Gästerna anmäler tal och underhållning." },
    Countdown: { name: "Nedräkning", description: "Dagar, timmar, minuter och sekunder kvar." },
    Header: { name: "Sidhuvud", description: "En stor bild med rubrik." },
    GiftRegistry: { name: "Önskelista", description: "Gästerna reserverar presenter." },
    PeopleList: { name: "Personer", description: "Presentera toastmasters, tärnor och andra." },
    Video: { name: "YouTube-klipp", description: "Visa en film från YouTube." },
    ImageGallery: { name: "Bildgalleri", description: "Flera bilder som gästerna kan bläddra i." },
    Form: { name: "Formulär", description: "Egna frågor, till exempel önskelåtar." },
  },
  en: {
    Location: { name: "Place/time", description: "Where and when, with a map." },
    TextAndImageList: { name: "List with text and image", description: "Programme, accommodation and more, point by point." },
    ImageAndText: { name: "Image and text", description: "An image beside a text." },
    Text: { name: "Text", description: "A heading and a text." },
    Rsvp: { name: "RSVP", description: "Guests answer whether they will come." },
    Speech: { name: "Speech sign-up", description: "Guests sign up for speeches and entertainment." },
    Countdown: { name: "Countdown", description: "Days, hours, minutes and seconds left." },
    Header: { name: "Header", description: "A large image with a heading." },
    GiftRegistry: { name: "Gift registry", description: "Guests reserve gifts." },
    PeopleList: { name: "People", description: "Introduce the toastmasters, bridesmaids and others." },
    Video: { name: "YouTube video", description: "Show a film from YouTube." },
    ImageGallery: { name: "Image gallery", description: "Several images guests can browse." },
    Form: { name: "Form", description: "Your own questions, such as song requests." },
  },
  da: {
    Location: { name: "Sted/tidspunkt", description: "Hvor og hvornår, med kort." },
    TextAndImageList: { name: "Liste med tekst og billede", description: "Program, overnatning og andet i punkter." },
    ImageAndText: { name: "Billede og tekst", description: "Et billede ved siden af en tekst." },
    Text: { name: "Tekst", description: "En overskrift og en tekst." },
    Rsvp: { name: "OSA", description: "Gæsterne svarer, om de kommer." },
    Speech: { name: "Tilmelding af tale", description: "Gæsterne tilmelder taler og underholdning." },
    Countdown: { name: "Nedtælling", description: "Dage, timer, minutter og sekunder tilbage." },
    Header: { name: "Sidehoved", description: "Et stort billede med overskrift." },
    GiftRegistry: { name: "Ønskeliste", description: "Gæsterne reserverer gaver." },
    PeopleList: { name: "Personer", description: "Præsenter toastmastere, brudepiger og andre." },
    Video: { name: "YouTube-klip", description: "Vis en film fra YouTube." },
    ImageGallery: { name: "Billedgalleri", description: "Flere billeder, gæsterne kan bladre i." },
    Form: { name: "Formular", description: "Egne spørgsmål, for eksempel ønskesange." },
  },
};
