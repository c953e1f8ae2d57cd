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
  it("names a Danish seller on a Danish deployment's receipts outside production, and still refuses real payments without one", () => {
    expect(loadConfig({ MARKET: "dk" }).seller).toEqual({ name: "Bryllupssiden", organisationNumber: "CVR 12345678", address: "Vesterbrogade 1, 1620 København V" });
    expect(loadConfig({ MARKET: "se" }).seller).toEqual({ name: "Bröllopssidan", organisationNumber: "556000-0000", address: "Storgatan 1, 111 22 Stockholm" });
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(() => loadConfig({ NODE_ENV: "production", MARKET: "dk", ...stripe })).toThrow(/SELLER_ORGANISATION_NUMBER and SELLER_ADDRESS/);
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
