import type { Brand, Market } from "../brands";

/** What an owner can pay for on a site (spec 1, sections 3 and 9). Card orders are paid as ORDER_PAYMENT_PRODUCT. */
export const SITE_PAYMENT_PRODUCTS = [
  "subdomain",
  "extend_subdomain",
  "domain_name",
  "domain_name_other_registrar",
  "domain_name_upgrade_from_subdomain",
  "domain_name_other_registrar_upgrade_from_subdomain",
] as const;
export type PaymentProduct = (typeof SITE_PAYMENT_PRODUCTS)[number];

/** A card order's payment: priced by the order itself (src/domain/orders/invitationPrice.ts), publishes nothing. */
export const ORDER_PAYMENT_PRODUCT = "invitation_cards";
/** Everything a payment can buy, as receipts name it. */
export type PurchasedProduct = PaymentProduct | typeof ORDER_PAYMENT_PRODUCT;

export type Currency = "SEK" | "DKK";

export interface ProductPrice {
  /** Minor units (öre, øre), VAT included. */
  amount: number;
  currency: Currency;
  /** How long the purchase publishes the site (or holds the domain). */
  months: number;
}

type PriceTable = Record<PaymentProduct, { amount: number; months: number }>;

const WEDDING_SE: PriceTable = {
  subdomain: { amount: 59900, months: 18 },
  extend_subdomain: { amount: 59900, months: 18 },
  domain_name: { amount: 119900, months: 12 },
  domain_name_other_registrar: { amount: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { amount: 60000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amount: 60000, months: 12 },
};

const PARTY_AND_EVENT_SE: PriceTable = {
  subdomain: { amount: 49900, months: 12 },
  extend_subdomain: { amount: 49900, months: 12 },
  domain_name: { amount: 119900, months: 12 },
  domain_name_other_registrar: { amount: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { amount: 70000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amount: 70000, months: 12 },
};

/** Denmark pays in kroner at prices set for that market (decision 017), with the same durations. */
const WEDDING_DK: PriceTable = {
  subdomain: { amount: 44900, months: 18 },
  extend_subdomain: { amount: 44900, months: 18 },
  domain_name: { amount: 89900, months: 12 },
  domain_name_other_registrar: { amount: 89900, months: 12 },
  domain_name_upgrade_from_subdomain: { amount: 44900, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amount: 44900, months: 12 },
};

const PARTY_AND_EVENT_DK: PriceTable = {
  subdomain: { amount: 37900, months: 12 },
  extend_subdomain: { amount: 37900, months: 12 },
  domain_name: { amount: 89900, months: 12 },
  domain_name_other_registrar: { amount: 89900, months: 12 },
  domain_name_upgrade_from_subdomain: { amount: 52900, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { amount: 52900, months: 12 },
};

const TABLES: Record<Market, { currency: Currency; wedding: PriceTable; other: PriceTable }> = {
  se: { currency: "SEK", wedding: WEDDING_SE, other: PARTY_AND_EVENT_SE },
  dk: { currency: "DKK", wedding: WEDDING_DK, other: PARTY_AND_EVENT_DK },
};

export function productPrice(brand: Brand, market: Market, product: PaymentProduct): ProductPrice {
  const table = TABLES[market];
  const row = (brand === "wedding" ? table.wedding : table.other)[product];
  return { ...row, currency: table.currency };
}

/** Swish is Swedish: the dk market pays by card only. */
export function swishAvailable(market: Market): boolean {
  return market === "se";
}

export function isPaymentProduct(value: string): value is PaymentProduct {
  return (SITE_PAYMENT_PRODUCTS as readonly string[]).includes(value);
}
