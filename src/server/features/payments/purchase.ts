import { z } from "zod";
import { canBuy } from "../../../domain/payments/addressPricing";
import { productPrice, SITE_PAYMENT_PRODUCTS, type Currency, type PaymentProduct, type PurchasedProduct } from "../../../domain/payments/products";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import type { SiteRow } from "../../core";

/** What a payment is for and costs: a site product (siteId) or a card order (orderId). */
export interface Purchase {
  accountId: string;
  siteId: string | null;
  orderId: string | null;
  product: PurchasedProduct;
  /** Minor units, VAT included. */
  amount: number;
  currency: Currency;
  months: number;
}

/** A site product at the brand's and market's price. */
export function sitePurchase(deps: Pick<Deps, "config">, accountId: string, siteId: string, product: PaymentProduct): Purchase {
  return { accountId, siteId, orderId: null, product, ...productPrice(deps.config.brand.brand, deps.config.brand.market, product) };
}

/** The `paymentProduct` of a start call, card or Swish. */
export const paymentProductInput = z.enum(SITE_PAYMENT_PRODUCTS);

/** Refuses a product the site may not buy now (address pricing; an extension only once paid), whichever way it is paid. */
export function requirePurchasable(deps: Pick<Deps, "config" | "now">, site: SiteRow, product: PaymentProduct): void {
  const { brand, market } = deps.config.brand;
  if (!canBuy({ ...site, published: isPublished(site, deps.now()) }, product, brand, market)) {
    throw new ApiError(422, "productNotPurchasable", `The site cannot buy ${product} now`, ["paymentProduct"]);
  }
}

/** A provider that fails or cannot be reached is a 502 the dialog can show. */
export function providerFailure(provider: string, error: unknown): ApiError {
  return new ApiError(502, "paymentProviderFailed", `${provider} could not be asked: ${(error as Error).message}`);
}

/** Runs a provider call, turning its failure into `providerFailure`; our own errors pass through. */
export async function askProvider<T>(provider: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw providerFailure(provider, error);
  }
}
