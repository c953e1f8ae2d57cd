import { describe, expect, it } from "vitest";
import { brandSetting, validateBrandAndMarket } from "../../src/domain/brands";
import { loadConfig } from "../../src/server/config";

describe("brands and markets", () => {
  it("accepts the three brands in both markets", () => {
    for (const brand of ["wedding", "party", "event"]) {
      for (const market of ["se", "dk"]) expect(validateBrandAndMarket(brand, market)).toEqual({ brand, market });
    }
  });
  it("refuses anything else with the spec's messages", () => {
    expect(() => validateBrandAndMarket("wedding", "no")).toThrow("Unknown market: no");
    expect(() => validateBrandAndMarket("funeral", "se")).toThrow("Unknown brand: funeral");
  });
  it("derives the contact mail and demo host from the branded domain", () => {
    expect(brandSetting("party", "se", "fest.example.se")).toMatchObject({ domain: "fest.example.se", contactMail: "info@fest.example.se", demoHost: "demo.fest.example.se" });
    expect(brandSetting("wedding", "dk").pageTypeName).toEqual({ sv: "Bröllopssida", en: "Wedding website", da: "Bryllupsside" });
  });
  it("gives the wedding brand in Denmark its Danish name, domain, sender and seller", () => {
    const config = loadConfig({ MARKET: "dk" });
    expect(config.brand).toMatchObject({ name: "Bryllupssiden", domain: "bryllupssiden.dk", contactMail: "info@bryllupssiden.dk" });
    expect(config.mailFrom).toBe("Bryllupssiden <info@bryllupssiden.dk>");
    expect(config.seller.name).toBe("Bryllupssiden");
    expect(loadConfig({ MARKET: "se" }).brand.name).toBe("Bröllopssidan");
  });
  it("makes every brand's main domain an EDIT host, besides localhost", () => {
    const config = loadConfig({ BRAND: "party", MARKET: "se" });
    expect(config.editHosts).toEqual(expect.arrayContaining(["brollopssidan.se", "festsidan.se", "eventsidan.se", "localhost"]));
  });
  it("fails configuration with the spec's message", () => {
    expect(() => loadConfig({ MARKET: "fi" })).toThrow("Unknown market: fi");
    expect(() => loadConfig({ BRAND: "x" })).toThrow("Unknown brand: x");
  });
});
