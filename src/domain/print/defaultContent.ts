import { uiLanguageFor, type UiLanguage } from "../languages";
import { CARD_TEXT_MAX_LENGTH, QR_DEMO, type CardContentItem } from "./card";
import { CARD_PAGES, LAYOUT_PAGES, type CardLayout, type CardPage, type CardPosition } from "./layouts";
import type { CardFacts } from "./siteFacts";

const sv = {
  welcomeText: "Välkomna att fira med oss",
  names: "Namn & Namn",
  dateAndLocation: "Datum och plats",
  dateAndLocationLong: "Dag, datum, tid och plats",
  title: "Mer information och OSA",
  websiteInfo: "På vår webbplats finns allt om dagen, och där svarar ni om ni kommer.",
  textAtQR: "Skanna QR-koden för att komma till vår webbplats",
  textAtQRWithAddress: "Skanna QR-koden eller gå till {host}",
};

/**
 * In the site's main language (English for a language the interface lacks), as its guests
 * read it: the owner rewrites them on the card (decisions 035 and 083).
 */
const TEXTS: Record<UiLanguage, typeof sv> = {
  sv,
  en: {
    welcomeText: "Join us to celebrate",
    names: "Name & Name",
    dateAndLocation: "Date and place",
    dateAndLocationLong: "Day, date, time and place",
    title: "More information and RSVP",
    websiteInfo: "Our website has everything about the day, and it is where you tell us whether you are coming.",
    textAtQR: "Scan the QR code to visit our website",
    textAtQRWithAddress: "Scan the QR code or go to {host}",
  },
  da: {
    welcomeText: "Kom og fejr dagen med os",
    names: "Navn & Navn",
    dateAndLocation: "Dato og sted",
    dateAndLocationLong: "Dag, dato, tid og sted",
    title: "Mere information og tilmelding",
    websiteInfo: "På vores hjemmeside finder I alt om dagen, og der svarer I, om I kommer.",
    textAtQR: "Scan QR-koden for at komme til vores hjemmeside",
    textAtQRWithAddress: "Scan QR-koden eller gå til {host}",
  },
};

const text = (value: string) => value.slice(0, CARD_TEXT_MAX_LENGTH);

/** One position's default item; null for the primary image when the site has no photo to start from. */
export function defaultItem(position: CardPosition, page: CardPage, facts: CardFacts): CardContentItem | null {
  const base = { id: position, page, position };
  const texts = TEXTS[uiLanguageFor(facts.language)];
  switch (position) {
    case "primaryImage":
      return facts.image ? { ...base, ...facts.image, contentType: "image" } : null;
    case "qr":
      return { ...base, contentType: "qr", url: facts.url ?? QR_DEMO, hidden: false };
    case "names":
      return { ...base, contentType: "text", text: text(facts.names || texts.names) };
    case "dateAndLocation":
    case "dateAndLocationLong":
      return { ...base, contentType: "text", text: text(facts.dateAndLocation || texts[position]) };
    case "textAtQR":
      return { ...base, contentType: "text", text: facts.host ? texts.textAtQRWithAddress.replace("{host}", facts.host) : texts.textAtQR };
    default:
      return { ...base, contentType: "text", text: texts[position] };
  }
}

/** A layout's content, page by page in reading order, each position's item chosen by `itemAt` (null leaves it empty). */
export function layoutContent(layout: CardLayout, itemAt: (position: CardPosition, page: CardPage) => CardContentItem | null): CardContentItem[] {
  return CARD_PAGES.flatMap((page) => LAYOUT_PAGES[layout][page].map((position) => itemAt(position, page))).filter(
    (item): item is CardContentItem => item !== null,
  );
}

/** The content a layout starts with. */
export const defaultContent = (layout: CardLayout, facts: CardFacts) => layoutContent(layout, (position, page) => defaultItem(position, page, facts));
