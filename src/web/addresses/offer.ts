import type { BrandSetting } from "../../domain/brands";
import { addressOffer, type AddressKind, type AddressOffer } from "../../domain/payments/addressPricing";
import { isPublished } from "../../domain/publication";
import type { EditorSiteSettings } from "../../modules/editorSite";

/** What choosing an address of this kind costs the site now (spec 3, section 4 "Address pricing"). */
export function siteAddressOffer(site: EditorSiteSettings, kind: AddressKind, brand: BrandSetting, now = new Date()): AddressOffer {
  const published = isPublished({ active: site.active, activeExpireDate: site.activeExpireDate ? new Date(site.activeExpireDate) : null }, now);
  return addressOffer({ published, customDomainActive: site.customDomainActive, customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable }, kind, brand.brand, brand.market);
}
