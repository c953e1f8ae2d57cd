import { brandTexts } from "../domain/brandWords";
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

/** Each choice's name, in the owner's language. */
export const MODULE_CHOICE_TEXTS: Record<UiLanguage, Record<ModuleChoice, { name: string }>> = {
  sv: {
    Location: { name: "Plats/tidpunkt" },
    TextAndImageList: { name: "Lista med text och bild" },
    ImageAndText: { name: "Bild och text" },
    Text: { name: "Text" },
    Rsvp: { name: "OSA" },
    Speech: { name: "Anmälan av tal" },
    Countdown: { name: "Nedräkning" },
    Header: { name: "Sidhuvud" },
    GiftRegistry: { name: "Önskelista" },
    PeopleList: { name: "Personer" },
    Video: { name: "YouTube-klipp" },
    ImageGallery: { name: "Bildgalleri" },
    Form: { name: "Formulär" },
  },
  en: {
    Location: { name: "Place/time" },
    TextAndImageList: { name: "List with text and image" },
    ImageAndText: { name: "Image and text" },
    Text: { name: "Text" },
    Rsvp: { name: "RSVP" },
    Speech: { name: "Speech sign-up" },
    Countdown: { name: "Countdown" },
    Header: { name: "Header" },
    GiftRegistry: { name: "Gift registry" },
    PeopleList: { name: "People" },
    Video: { name: "YouTube video" },
    ImageGallery: { name: "Image gallery" },
    Form: { name: "Form" },
  },
  da: {
    Location: { name: "Sted/tidspunkt" },
    TextAndImageList: { name: "Liste med tekst og billede" },
    ImageAndText: { name: "Billede og tekst" },
    Text: { name: "Tekst" },
    Rsvp: { name: "OSA" },
    Speech: { name: "Tilmelding af tale" },
    Countdown: { name: "Nedtælling" },
    Header: { name: "Sidehoved" },
    GiftRegistry: { name: "Ønskeliste" },
    PeopleList: { name: "Personer" },
    Video: { name: "YouTube-klip" },
    ImageGallery: { name: "Billedgalleri" },
    Form: { name: "Formular" },
  },
};

/** A line about each choice, in the brand's words (the people a page introduces differ). */
export const MODULE_CHOICE_DESCRIPTIONS = brandTexts<Record<ModuleChoice, string>>((words) => ({
  sv: {
    Location: "Var och när, med karta.",
    TextAndImageList: "Program, boende eller annat i punkter.",
    ImageAndText: "En bild bredvid en text.",
    Text: "En rubrik och en text.",
    Rsvp: "Gästerna svarar om de kommer.",
    Speech: "Gästerna anmäler tal och underhållning.",
    Countdown: "Dagar, timmar, minuter och sekunder kvar.",
    Header: "En stor bild med rubrik.",
    GiftRegistry: "Gästerna reserverar presenter.",
    PeopleList: `Presentera ${words.sv.people} och andra.`,
    Video: "Visa en film från YouTube.",
    ImageGallery: "Flera bilder som gästerna kan bläddra i.",
    Form: "Egna frågor, till exempel önskelåtar.",
  },
  en: {
    Location: "Where and when, with a map.",
    TextAndImageList: "Programme, accommodation and more, point by point.",
    ImageAndText: "An image beside a text.",
    Text: "A heading and a text.",
    Rsvp: "Guests answer whether they will come.",
    Speech: "Guests sign up for speeches and entertainment.",
    Countdown: "Days, hours, minutes and seconds left.",
    Header: "A large image with a heading.",
    GiftRegistry: "Guests reserve gifts.",
    PeopleList: `Introduce ${words.en.people} and others.`,
    Video: "Show a film from YouTube.",
    ImageGallery: "Several images guests can browse.",
    Form: "Your own questions, such as song requests.",
  },
  da: {
    Location: "Hvor og hvornår, med kort.",
    TextAndImageList: "Program, overnatning og andet i punkter.",
    ImageAndText: "Et billede ved siden af en tekst.",
    Text: "En overskrift og en tekst.",
    Rsvp: "Gæsterne svarer, om de kommer.",
    Speech: "Gæsterne tilmelder taler og underholdning.",
    Countdown: "Dage, timer, minutter og sekunder tilbage.",
    Header: "Et stort billede med overskrift.",
    GiftRegistry: "Gæsterne reserverer gaver.",
    PeopleList: `Præsenter ${words.da.people} og andre.`,
    Video: "Vis en film fra YouTube.",
    ImageGallery: "Flere billeder, gæsterne kan bladre i.",
    Form: "Egne spørgsmål, for eksempel ønskesange.",
  },
}));
