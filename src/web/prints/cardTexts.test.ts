import { describe, expect, it } from "vitest";
import { CARD_TEXTS } from "./cardTexts";
import { fill } from "../../domain/fill";

describe("the invitation overview's offer", () => {
  // The checkout offers several shipment methods at different prices (95, 129, 249 kr in test mode), the cheapest chosen.
  it.each([
    ["sv", "Frakt från 95 kr, efter leveranssätt"],
    ["en", "Shipping from SEK 95, by delivery method"],
    ["da", "Fragt fra 95 kr., efter leveringsmåde"],
  ] as const)("in %s names the lowest shipping price, not a fixed one", (language, line) => {
    const offer = CARD_TEXTS[language].offer.map((text) => fill(text, { price: 150, shipping: 95 }));
    expect(offer).toContain(line);
    expect(offer.join(" ")).not.toMatch(/fast|fixed/i);
  });
});
