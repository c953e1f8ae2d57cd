import type { Currency, PaymentProduct } from "../../domain/payments/products";

/** An amount to pay, VAT included, in minor units (öre, øre). */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * What the payment dialog pays: a product for a site (priced by the market's table), or a
 * card order (priced by the order itself, decision 037). The calls differ only in their path.
 */
export type PaymentTarget = { kind: "site"; siteId: string; product: PaymentProduct } | { kind: "order"; orderId: string; price: Money; quantity: number };

export const siteTarget = (siteId: string, product: PaymentProduct): PaymentTarget => ({ kind: "site", siteId, product });
