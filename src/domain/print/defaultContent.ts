import { CARD_TEXT_MAX_LENGTH, QR_DEMO, type CardContentItem } from "./card";
import { CARD_PAGES, LAYOUT_PAGES, type CardLayout, type CardPage, type CardPosition } from "./layouts";
import type { CardFacts } from "./siteFacts";

/** Swedish, the market's language: the owner rewrites them on the card (decision 035). */
const TEXTS = {
  welcomeText: "Välkomna att fira med oss",
  names: "Namn & Namn",
  dateAndLocation: "Datum och plats",
  dateAndLocationLong: "Dag, datum, tid och plats",
  title: "Mer information och OSA",
  websiteInfo: "På vår webbplats finns allt om dagen, och där svarar ni om ni kommer.",
  textAtQR: "Skanna QR-koden för att komma till vår webbplats",
  textAtQRWithAddress: "Skanna QR-koden eller gå till {host}",
};

const text = (value: string) => value.slice(0, CARD_TEXT_MAX_LENGTH);

/** One position's default item; null for the primary image when the site has no photo to start from. */
export function defaultItem(position: CardPosition, page: CardPage, facts: CardFacts): CardContentItem | null {
  const base = { id: position, page, position };
  switch (position) {
    case "primaryImage":
      return facts.image ? { ...base, ...facts.image, contentType: "image" } : null;
    case "qr":
      return { ...base, contentType: "qr", url: facts.host ? `https://${facts.host}/` : QR_DEMO, hidden: false };
    case "names":
      return { ...base, contentType: "text", text: text(facts.names || TEXTS.names) };
    case "dateAndLocation":
    case "dateAndLocationLong":
      return { ...base, contentType: "text", text: text(facts.dateAndLocation || TEXTS[position]) };
    case "textAtQR":
      return { ...base, contentType: "text", text: facts.host ? TEXTS.textAtQRWithAddress.replace("{host}", facts.host) : TEXTS.textAtQR };
    default:
      return { ...base, contentType: "text", text: TEXTS[position] };
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
