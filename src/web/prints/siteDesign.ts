import type { PrintCard } from "../../domain/print/card";
import { defaultContent, defaultItem, layoutContent } from "../../domain/print/defaultContent";
import type { CardLayout, CardPosition } from "../../domain/print/layouts";
import type { CardFacts } from "../../domain/print/siteFacts";
import type { SiteDocument } from "../../modules/siteDocument";
import { siteColors } from "../../kit/guestPage/design/designAttributes";

/** The positions whose content comes from the site: the names, the date lines, the photo and the address. */
const FROM_SITE = new Set<CardPosition>(["names", "dateAndLocation", "dateAndLocationLong", "primaryImage", "qr", "textAtQR"]);

/** What each design tab's 'Matcha med bröllopssida' copies from the site (decision 038). */
export const MATCH_SITE = {
  /** Layout: the site's names, date, photo and address; the owner's other texts stay. */
  layout: (card: PrintCard, facts: CardFacts): PrintCard => {
    const existing = new Map(card.content.map((item) => [item.position, item]));
    const content = layoutContent(card.layout, (position, page) => (FROM_SITE.has(position) ? defaultItem(position, page, facts) : (existing.get(position) ?? defaultItem(position, page, facts))));
    return { ...card, content };
  },
  graphics: (card: PrintCard, site: SiteDocument): PrintCard => ({ ...card, siteGraphic: site.siteGraphic }),
  fonts: (card: PrintCard, site: SiteDocument): PrintCard => ({ ...card, fonts: site.fonts }),
  /** The page's ground and text colours, as guests see them (the theme's own when the owner chose none). */
  colors: (card: PrintCard, site: SiteDocument): PrintCard => {
    const { background, onBackground } = siteColors(site);
    return { ...card, colorScheme: { background, onBackground } };
  },
  logo: (card: PrintCard, site: SiteDocument): PrintCard => ({ ...card, eventLogo: site.eventLogo }),
};

/** A new card dressed like its site: a photo card when the site has a header photo, else the text card. */
export function newCard(site: SiteDocument, facts: CardFacts, layout: CardLayout = facts.image ? "PHOTO_CLEAN" : "GENESIS"): PrintCard {
  const { background, onBackground } = siteColors(site);
  return {
    layout,
    content: defaultContent(layout, facts),
    siteGraphic: site.siteGraphic,
    colorScheme: { background, onBackground },
    fonts: site.fonts,
    trim: "none",
    eventLogo: site.eventLogo,
  };
}
