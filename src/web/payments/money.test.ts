import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, formatPrice, paymentPrice } from "./money";

describe("amounts in minor units", () => {
  it("shows whole Swedish kronor with :- and exact amounts with their öre", () => {
    expect(formatPrice(59900, "SEK", "sv")).toBe("599:-");
    expect(formatPrice(119900, "SEK", "sv").replace(/\s/g, " ")).toBe("1 199:-");
    expect(formatAmount(11980, "SEK", "sv").replace(/\s/g, " ")).toBe("119,80 kr");
  });

  it("shows Danish kroner in the language's currency format", () => {
    expect(formatPrice(44900, "DKK", "da").replace(/\s/g, " ")).toBe("449 kr.");
  });

  it("writes a card order's prices with their currency: kr in Swedish, kr. in Danish, the code in English", () => {
    expect(plain(formatMoney(19500, "SEK", "sv"))).toBe("195 kr");
    expect(plain(formatMoney(19500, "SEK", "da"))).toBe("195 kr.");
    expect(plain(formatMoney(19500, "DKK", "da"))).toBe("195 kr.");
    expect(plain(formatMoney(19500, "SEK", "en"))).toBe("SEK 195");
    expect(plain(formatMoney(123450, "SEK", "sv"))).toBe("1 234,50 kr");
  });

  it("keeps a site product's :- and writes a card order's payment with its currency", () => {
    const order = { kind: "order", orderId: "o", price: { amount: 19500, currency: "SEK" }, quantity: 10 } as const;
    expect(plain(paymentPrice(order, order.price, "sv"))).toBe("195 kr");
    expect(paymentPrice({ kind: "site", siteId: "s", product: "subdomain" }, { amount: 59900, currency: "SEK" }, "sv")).toBe("599:-");
  });
});

const plain = (text: string) => text.replace(/\s/g, " ");
