import type { CardContentItem, PrintCard } from "../../../domain/print/card";
import { layoutContent } from "../../../domain/print/defaultContent";
import type { SiteImage } from "../../../domain/site/common";

/** The card's item at a position, if it has one. */
export const itemAt = (card: PrintCard, position: CardContentItem["position"]) => card.content.find((item) => item.position === position);

/** One text changed. */
export const withText = (card: PrintCard, id: string, text: string): PrintCard => ({
  ...card,
  content: card.content.map((item) => (item.id === id && item.contentType === "text" ? { ...item, text } : item)),
});

/** The QR code's address or visibility changed. */
export const withQr = (card: PrintCard, change: { url?: string; hidden?: boolean }): PrintCard => ({
  ...card,
  content: card.content.map((item) => (item.contentType === "qr" ? { ...item, ...change } : item)),
});

/** The primary photo set, in its place among the layout's positions. */
export function withPhoto(card: PrintCard, image: SiteImage): PrintCard {
  const existing = new Map(card.content.map((item) => [item.position, item]));
  const content = layoutContent(card.layout, (position, page) =>
    position === "primaryImage" ? { id: existing.get(position)?.id ?? position, page, position, contentType: "image", ...image } : (existing.get(position) ?? null),
  );
  return { ...card, content };
}
