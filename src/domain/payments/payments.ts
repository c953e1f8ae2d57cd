import type { Currency, PurchasedProduct } from "./products";
import type { VatSplit } from "./vat";

/** The answers of the payment calls (spec 1, sections 3 and 7), shared by server and web. */

export type PaymentMethod = "card" | "swish";

/** POST /api/sites/{siteId}/payment/stripe */
export interface CardPaymentStarted {
  client_secret: string;
  reference: string;
  stripe_public_key: string;
  /** True when the server talks to the loopback Stripe fake: the dialog shows the sandbox card form instead of Elements. */
  sandbox: boolean;
}

/** GET /api/sites/{siteId}/payment/stripe/{reference} */
export interface CardPaymentPoll {
  paymentConfirmed: boolean;
}

/** POST /api/sites/{siteId}/payment/swish */
export interface SwishPaymentStarted {
  swishId: string;
  /** The payment's reference, for the receipt and the confirmation route. */
  reference: string;
}

export const SWISH_STATUSES = ["NOT_SET", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type SwishStatus = (typeof SWISH_STATUSES)[number];

/** GET /api/swishPayments/{swishId} */
export interface SwishPaymentPoll {
  status: SwishStatus;
  /** Readable, in the owner's interface language, for ERROR. */
  errorMessage?: string;
}

export interface Seller {
  name: string;
  organisationNumber: string;
  address: string;
}

/** GET /api/sites/{siteId}/payment/receipt/{reference} */
export interface Receipt extends VatSplit {
  product: PurchasedProduct;
  currency: Currency;
  paymentMethod: PaymentMethod;
  /** YYYY-MM-DD HH:mm, Swedish time, when paid. */
  date: string;
  reference: string;
  seller: Seller;
}

/** Spec 1, section 9. */
export const CARD_POLL_INTERVAL_MS = 3000;
export const CARD_POLL_TIMEOUT_MS = 150_000;
export const SWISH_POLL_INTERVAL_MS = 5000;
export const SWISH_POLL_TIMEOUT_MS = 300_000;
