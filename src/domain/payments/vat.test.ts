import { describe, expect, it } from "vitest";
import { splitVat } from "./vat";

describe("splitVat", () => {
  it("splits the spec's example price", () => {
    expect(splitVat(59900)).toEqual({ amountWithVat: 59900, amountVat: 11980, amountWithoutVat: 47920 });
  });
  it("keeps the parts summing to the price when VAT rounds", () => {
    const split = splitVat(49900);
    expect(split.amountVat).toBe(9980);
    expect(split.amountVat + split.amountWithoutVat).toBe(49900);
    expect(splitVat(1).amountVat + splitVat(1).amountWithoutVat).toBe(1);
  });
});
