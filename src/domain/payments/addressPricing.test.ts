import { describe, expect, it } from "vitest";
import { addressOffer, canBuy } from "./addressPricing";

const fresh = { published: false, active: false, customDomainActive: false, customDomainRegistrationsAvailable: 0 };
const published = { ...fresh, published: true, active: true };

describe("addressOffer", () => {
  it("sells a new site its subdomain at the brand's price", () => {
    expect(addressOffer(fresh, "subdomain", "wedding", "se")).toEqual({ kind: "buy", product: "subdomain", price: { amount: 59900, currency: "SEK", months: 18 } });
    expect(addressOffer(fresh, "subdomain", "party", "se")).toMatchObject({ price: { amount: 49900, months: 12 } });
  });
  it("gives a published site its subdomain free, as already bought", () => {
    expect(addressOffer(published, "subdomain", "wedding", "se")).toEqual({ kind: "free", alreadyBought: true });
  });
  it("offers the upgrade product to a published site and the regular one otherwise", () => {
    expect(addressOffer(published, "domain", "wedding", "se")).toMatchObject({ product: "domain_name_upgrade_from_subdomain", price: { amount: 60000 } });
    expect(addressOffer(fresh, "domain_other_registrar", "event", "se")).toMatchObject({ product: "domain_name_other_registrar", price: { amount: 119900 } });
  });
  it("lets an unused registration be taken free and sends an active own domain to support", () => {
    expect(addressOffer({ ...published, customDomainRegistrationsAvailable: 1 }, "domain", "wedding", "se")).toEqual({ kind: "free", alreadyBought: false });
    expect(addressOffer({ ...published, customDomainActive: true }, "domain", "wedding", "se")).toEqual({ kind: "contact" });
  });
  it("prices Denmark in kroner", () => {
    expect(addressOffer(fresh, "subdomain", "wedding", "dk")).toMatchObject({ price: { currency: "DKK" } });
  });
});

describe("canBuy", () => {
  it("allows only what the offers sell, and extensions for sites once paid", () => {
    expect(canBuy(fresh, "subdomain", "wedding", "se")).toBe(true);
    expect(canBuy(published, "subdomain", "wedding", "se")).toBe(false);
    expect(canBuy(fresh, "extend_subdomain", "wedding", "se")).toBe(false);
    expect(canBuy({ ...published, published: false }, "extend_subdomain", "wedding", "se")).toBe(true);
    expect(canBuy(published, "domain_name", "wedding", "se")).toBe(false);
    expect(canBuy(published, "domain_name_upgrade_from_subdomain", "wedding", "se")).toBe(true);
  });
});
