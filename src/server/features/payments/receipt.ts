import { formatDateTime } from "../../../domain/dates";
import type { PaymentMethod, Receipt, Seller } from "../../../domain/payments/payments";
import type { Currency, PurchasedProduct } from "../../../domain/payments/products";
import { splitVat } from "../../../domain/payments/vat";
import type { PaymentRow } from "./repository";

/** The receipt of a paid payment (spec 1, section 2), allow-listing what the owner sees. */
export function presentReceipt(payment: PaymentRow & { paidAt: Date }, seller: Seller): Receipt {
  return {
    product: payment.product as PurchasedProduct,
    currency: payment.currency as Currency,
    ...splitVat(payment.amount),
    paymentMethod: paymentMethodOf(payment),
    date: formatDateTime(payment.paidAt),
    reference: payment.reference,
    seller,
  };
}

/** How the owner paid, as receipts name it. */
export const paymentMethodOf = (payment: PaymentRow): PaymentMethod => (payment.provider === "swish" ? "swish" : "card");

export function isPaid(payment: PaymentRow): payment is PaymentRow & { paidAt: Date } {
  return payment.state === "paid" && payment.paidAt !== null;
}
