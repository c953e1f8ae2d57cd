import type { Brand, Market } from "../brands";
import { productPrice, type PaymentProduct, type ProductPrice } from "./products";

/** What choosing an address costs a site (spec 3, section 4 "Address pricing"). */
export type AddressKind = "subdomain" | "domain" | "domain_other_registrar";

export type AddressOffer =
  /** Nothing to pay: the subdomain is already bought (`alreadyBought`), or an own-domain registration is paid and unused. */
  | { kind: "free"; alreadyBought: boolean }
  | { kind: "buy"; product: PaymentProduct; price: ProductPrice }
  /** Not sold here: the site already has its own domain; changes go through support. */
  | { kind: "contact" };

export interface PricedSite {
  /** Paid for and within its period (`isPublished`). */
  published: boolean;
  customDomainActive: boolean;
  customDomainRegistrationsAvailable: number;
}

const PRODUCTS: Record<Exclude<AddressKind, "subdomain">, { regular: PaymentProduct; upgrade: PaymentProduct }> = {
  domain: { regular: "domain_name", upgrade: "domain_name_upgrade_from_subdomain" },
  domain_other_registrar: { regular: "domain_name_other_registrar", upgrade: "domain_name_other_registrar_upgrade_from_subdomain" },
};

export function addressOffer(site: PricedSite, kind: AddressKind, brand: Brand, market: Market): AddressOffer {
  const buy = (product: PaymentProduct): AddressOffer => ({ kind: "buy", product, price: productPrice(brand, market, product) });
  if (kind === "subdomain") return site.published ? { kind: "free", alreadyBought: true } : buy("subdomain");
  if (site.customDomainRegistrationsAvailable > 0) return { kind: "free", alreadyBought: false };
  if (site.customDomainActive) return { kind: "contact" };
  return buy(site.published ? PRODUCTS[kind].upgrade : PRODUCTS[kind].regular);
}

/**
 * Whether a site may pay for `product` now: an address product only as its address offer
 * says, an extension only for a site that has been paid for (also after its period ended).
 */
export function canBuy(site: PricedSite & { active: boolean }, product: PaymentProduct, brand: Brand, market: Market): boolean {
  if (product === "extend_subdomain") return site.active && !site.customDomainActive;
  return (["subdomain", "domain", "domain_other_registrar"] as const).some((kind) => {
    const offer = addressOffer(site, kind, brand, market);
    return offer.kind === "buy" && offer.product === product;
  });
}
