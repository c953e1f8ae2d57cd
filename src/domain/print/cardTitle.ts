import type { PrintCard } from "./card";

/** The card's names, its title wherever one card is named among others (an order's item, the checkout). */
export function cardTitle(card: Pick<PrintCard, "content">): string {
  const names = card.content.find((item) => item.position === "names");
  return names?.contentType === "text" && names.text.trim() ? names.text.trim() : "Inbjudningskort";
}
