import { describe, expect, it } from "vitest";
import type { CardTrim } from "../print/layouts";
import { FIXED_SHIPPING_PRICE, invitationPrice } from "./invitationPrice";
import type { Envelopes } from "./orderPayload";

/**
 * Worked out by hand from spec 3, section 9: per card 15 kr + envelope (0 / 3 / 5 kr) +
 * rounded corners 2 kr, times the quantity, plus 95 kr shipping; VAT is a fifth of the total.
 */
const TABLE: [quantity: number, envelopes: Envelopes, trim: CardTrim, total: number, vat: number][] = [
  [10, "none", "none", 24500, 4900],
  [10, "none", "rounded", 26500, 5300],
  [10, "standard", "none", 27500, 5500],
  [10, "standard", "rounded", 29500, 5900],
  [10, "premium", "none", 29500, 5900],
  [10, "premium", "rounded", 31500, 6300],
  [150, "none", "none", 234500, 46900],
  [150, "none", "rounded", 264500, 52900],
  [150, "standard", "none", 279500, 55900],
  [150, "standard", "rounded", 309500, 61900],
  [150, "premium", "none", 309500, 61900],
  [150, "premium", "rounded", 339500, 67900],
  [300, "none", "none", 459500, 91900],
  [300, "none", "rounded", 519500, 103900],
  [300, "standard", "none", 549500, 109900],
  [300, "standard", "rounded", 609500, 121900],
  [300, "premium", "none", 609500, 121900],
  [300, "premium", "rounded", 669500, 133900],
];

describe("invitationPrice", () => {
  it.each(TABLE)("%i cards, %s envelopes, %s trim: %i öre, VAT %i", (quantity, envelopes, trim, total, vat) => {
    const price = invitationPrice({ quantity, envelopes, trim, shippingPrice: FIXED_SHIPPING_PRICE });
    expect({ total: price.total, vat: price.vat }).toEqual({ total, vat });
    expect(price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
  });

  it("gives a line per chosen option with the spec's labels, shipping last", () => {
    const { lines } = invitationPrice({ quantity: 150, envelopes: "premium", trim: "rounded", shippingPrice: 12900 });
    expect(lines.map(({ kind, amount, label }) => [kind, amount, label.sv])).toEqual([
      ["cards", 225000, "Antal kort (15 kr/st)"],
      ["premiumEnvelopes", 75000, "Premiumkuvert (5 kr/st)"],
      ["roundedCorners", 30000, "Rundade hörn (2 kr/kort)"],
      ["shipping", 12900, "Frakt"],
    ]);
    expect(lines[0]!.label).toEqual({ sv: "Antal kort (15 kr/st)", en: "Number of cards (SEK 15 each)", da: "Antal kort (15 kr./stk.)" });
    const standard = invitationPrice({ quantity: 10, envelopes: "standard", trim: "none", shippingPrice: 0 }).lines;
    expect(standard.map((line) => line.label.sv)).toEqual(["Antal kort (15 kr/st)", "Standardkuvert (3 kr/st)", "Frakt"]);
  });

  it("adds the chosen shipment method's price and rounds the VAT to the nearest öre", () => {
    const price = invitationPrice({ quantity: 10, envelopes: "none", trim: "none", shippingPrice: 4999 });
    expect(price.total).toBe(19999);
    // 19999 / 5 = 3999.8; a fifth of whole öre never ends in .5, so nearest is never a tie.
    expect(price.vat).toBe(4000);
    expect(invitationPrice({ quantity: 10, envelopes: "none", trim: "none", shippingPrice: 4998 }).vat).toBe(4000);
    expect(invitationPrice({ quantity: 10, envelopes: "none", trim: "none", shippingPrice: 4997 }).vat).toBe(3999);
  });

  it.each([5, 15, 310, 0, -10, 10.5, 149.9, Number.NaN])("refuses %d cards", (quantity) => {
    expect(() => invitationPrice({ quantity, envelopes: "none", trim: "none", shippingPrice: FIXED_SHIPPING_PRICE })).toThrow(RangeError);
  });

  it.each([-1, 95.5, Number.NaN])("refuses a shipping price of %d öre", (shippingPrice) => {
    expect(() => invitationPrice({ quantity: 10, envelopes: "none", trim: "none", shippingPrice })).toThrow(RangeError);
  });
});
