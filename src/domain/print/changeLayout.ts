import type { PrintCard } from "./card";
import { defaultItem, layoutContent } from "./defaultContent";
import type { CardLayout } from "./layouts";
import type { CardFacts } from "./siteFacts";

/**
 * The card in another layout (spec 3, Card): the new layout's default content, except that
 * what the card already holds at a position the new layout also has (a text, an image, the
 * QR code) is kept, moved to that position's page. Content at positions the new layout lacks
 * is dropped; the defaults come from the site, as for a new card.
 */
export function changeLayout<C extends Pick<PrintCard, "layout" | "content">>(card: C, layout: CardLayout, facts: CardFacts): C {
  const existing = new Map(card.content.map((item) => [item.position, item]));
  const content = layoutContent(layout, (position, page) => {
    const kept = existing.get(position);
    return kept ? { ...kept, page } : defaultItem(position, page, facts);
  });
  return { ...card, layout, content };
}
