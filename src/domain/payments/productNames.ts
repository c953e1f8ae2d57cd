import type { UiLanguage } from "../languages";
import type { PurchasedProduct } from "./products";

/** What each product is called on receipts and in the payment dialog. */
export const PRODUCT_NAMES: Record<PurchasedProduct, Record<UiLanguage, string>> = {
  invitation_cards: { sv: "Inbjudningskort", en: "Invitation cards", da: "Invitationskort" },
  subdomain: { sv: "Publicering av sidan", en: "Publishing the page", da: "Udgivelse af siden" },
  extend_subdomain: { sv: "Förlängd publicering", en: "Extended publication", da: "Forlænget udgivelse" },
  domain_name: { sv: "Egen domän", en: "Own domain", da: "Eget domæne" },
  domain_name_other_registrar: {
    sv: "Egen domän registrerad hos annan leverantör",
    en: "Own domain registered elsewhere",
    da: "Eget domæne registreret andetsteds",
  },
  domain_name_upgrade_from_subdomain: { sv: "Uppgradering till egen domän", en: "Upgrade to an own domain", da: "Opgradering til eget domæne" },
  domain_name_other_registrar_upgrade_from_subdomain: {
    sv: "Uppgradering till egen domän registrerad hos annan leverantör",
    en: "Upgrade to an own domain registered elsewhere",
    da: "Opgradering til eget domæne registreret andetsteds",
  },
};
