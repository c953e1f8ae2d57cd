import { describe, expect, it } from "vitest";
import { brandSetting } from "../../domain/brands";
import type { EditorSite } from "../../modules/editorSite";
import { siteAddressOffer } from "./offer";

const wedding = brandSetting("wedding", "se");
const now = new Date("2025-06-01T12:00:00Z");
const site = (fields: Partial<EditorSite>) =>
  ({ active: false, activeExpireDate: null, customDomainActive: false, customDomainRegistrationsAvailable: 0, ...fields }) as EditorSite;

describe("siteAddressOffer", () => {
  it("sells the subdomain to a site not yet published", () => {
    expect(siteAddressOffer(site({}), "subdomain", wedding, now)).toEqual({ kind: "buy", product: "subdomain", price: { amount: 59900, currency: "SEK", months: 18 } });
  });

  it("lets a published site change its subdomain for free, as already bought", () => {
    expect(siteAddressOffer(site({ active: true, activeExpireDate: "2026-01-01T00:00:00Z" }), "subdomain", wedding, now)).toEqual({ kind: "free", alreadyBought: true });
  });

  it("sells the subdomain again once the publication period has ended", () => {
    expect(siteAddressOffer(site({ active: true, activeExpireDate: "2025-01-01T00:00:00Z" }), "subdomain", wedding, now).kind).toBe("buy");
  });

  it("offers the upgrade product to a published site", () => {
    const offer = siteAddressOffer(site({ active: true, activeExpireDate: "2026-01-01T00:00:00Z" }), "domain", wedding, now);
    expect(offer).toMatchObject({ kind: "buy", product: "domain_name_upgrade_from_subdomain" });
  });
});
