import { describe, expect, it } from "vitest";
import { isReservedSubdomain, isValidLabel, parseOwnDomain, sanitizeLabel } from "./addresses";

describe("sanitizeLabel", () => {
  it("spells out Nordic letters and turns spaces into hyphens", () => {
    expect(sanitizeLabel("  Anna & Örjan Ståhl ")).toBe("anna-orjan-stahl");
    expect(sanitizeLabel("Søren Æble")).toBe("soren-aeble");
    expect(sanitizeLabel("José")).toBe("jose");
  });
  it("drops what a host name cannot hold", () => {
    expect(sanitizeLabel("--fest!!2027--")).toBe("fest2027-");
    expect(sanitizeLabel("a".repeat(80))).toHaveLength(63);
  });
});

describe("isValidLabel", () => {
  it("refuses empty labels and edge hyphens", () => {
    expect(isValidLabel("fest2027")).toBe(true);
    expect(isValidLabel("fest2027-")).toBe(false);
    expect(isValidLabel("")).toBe(false);
  });
});

describe("parseOwnDomain", () => {
  it("accepts the top-level domains sold, with or without www", () => {
    expect(parseOwnDomain("www.Anna-och-Erik.se")).toEqual({ name: "anna-och-erik", tld: ".se" });
    expect(parseOwnDomain("vi.nu")).toEqual({ name: "vi", tld: ".nu" });
    expect(parseOwnDomain("anna.org")).toBeUndefined();
    expect(parseOwnDomain("a.b.com")).toBeUndefined();
  });
});

describe("reserved subdomains", () => {
  it("keeps the product's own names", () => {
    expect(isReservedSubdomain("www")).toBe(true);
    expect(isReservedSubdomain("anna")).toBe(false);
  });
});
