import { describe, expect, it } from "vitest";
import { normalizePayerAlias } from "../../src/domain/payerAlias";

describe("normalizePayerAlias", () => {
  it.each([
    ["0701234567", "46701234567"],
    ["  0701234567  ", "46701234567"],
    ["+46701234567", "46701234567"],
    ["46701234567", "46701234567"],
    ["070123", "070123"],
    ["0612345678", "0612345678"],
    ["1231181189", "1231181189"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePayerAlias(input)).toBe(expected);
  });
});
