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
    ["070-123 45 67", "46701234567"],
    ["+46 70-123 45 67", "46701234567"],
    ["070 123\u00a045 67", "46701234567"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePayerAlias(input)).toBe(expected);
  });
});
