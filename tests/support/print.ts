import { defaultContent } from "../../src/domain/print/defaultContent";
import type { CardLayout } from "../../src/domain/print/layouts";
import type { Agent } from "./app";

/** A whole card as the card editor sends it, with the default content of a site without photo or address. */
export function cardBody(layout: CardLayout = "GENESIS", names = "Anna & Erik") {
  return {
    layout,
    content: defaultContent(layout, { names, dateAndLocation: "12 juni 2027, Stockholm", image: null, host: null, url: null, language: "sv" }),
    siteGraphic: "EUCALYPTUS",
    colorScheme: { background: { h: 40, s: 30, l: 95, alpha: 1 }, onBackground: { h: 0, s: 0, l: 10, alpha: 1 } },
    fonts: { heading: "Playfair Display", text: "Arial" },
    trim: "rounded",
    eventLogo: null,
  };
}

/** Creates a card on the site through the API; its id. */
export async function createCard(client: Agent, siteId: string, card: object = cardBody()): Promise<string> {
  const response = await client.post("/api/prints/", { ...card, site: siteId });
  if (response.statusCode !== 200) throw new Error(`card not created: ${response.body}`);
  return (response.json() as { id: string }).id;
}
