import { describe, expect, it } from "vitest";
import { formatAmount, formatPrice } from "./money";

describe("amounts in minor units", () => {
  it("shows whole Swedish kronor with :- and exact amounts with their öre", () => {
    expect(formatPrice(59900, "SEK", "sv")).toBe("599:-");
    expect(formatPrice(119900, "SEK", "sv").replace(/\s/g, " ")).toBe("1 199:-");
    expect(formatAmount(11980, "SEK", "sv").replace(/\s/g, " ")).toBe("119,80 kr");
  });

  it("shows Danish kroner in the language's currency format", () => {
    expect(formatPrice(44900, "DKK", "da").replace(/\s/g, " ")).toBe("449 kr.");
  });
});
