/** The payment calls of spec 1, section 7, for a site product or a card order; the sandbox calls exist only in sandbox mode. */

import { useQuery } from "@tanstack/react-query";
import type { CardPaymentPoll, CardPaymentStarted, Receipt, SwishPaymentPoll, SwishPaymentStarted, SwishStatus } from "../../domain/payments/payments";
import type { PaymentTarget } from "../payments/paymentTarget";
import { api } from "../../kit/api/client";
import { orderPath } from "./orders";
import { sitePath } from "../../kit/api/paths";

const paymentPath = (siteId: string) => `${sitePath(siteId)}/payment`;

/** A site pays at /api/sites/{siteId}/payment naming the product; an order at /api/orders/{orderId}/payment, priced by itself. */
const targetPath = (target: PaymentTarget) => (target.kind === "site" ? paymentPath(target.siteId) : `${orderPath(target.orderId)}/payment`);
const targetBody = (target: PaymentTarget) => (target.kind === "site" ? { paymentProduct: target.product } : {});

export const startCardPayment = (target: PaymentTarget) => api.post<CardPaymentStarted>(`${targetPath(target)}/stripe`, targetBody(target));

export const pollCardPayment = (target: PaymentTarget, reference: string) =>
  api.get<CardPaymentPoll>(`${targetPath(target)}/stripe/${encodeURIComponent(reference)}`);

export const startSwishPayment = (target: PaymentTarget, payerAlias: string) =>
  api.post<SwishPaymentStarted>(`${targetPath(target)}/swish`, { ...targetBody(target), payerAlias });

export const pollSwishPayment = (swishId: string) => api.get<SwishPaymentPoll>(`/api/swishPayments/${encodeURIComponent(swishId)}`);

export function useReceipt(siteId: string, reference: string) {
  return useQuery({
    queryKey: ["sites", siteId, "receipts", reference],
    queryFn: () => api.get<Receipt>(`${paymentPath(siteId)}/receipt/${encodeURIComponent(reference)}`),
    // A receipt never changes once the payment is made.
    staleTime: Infinity,
  });
}

/** Sandbox: the test card form stands in for Stripe Elements; a declined test card answers an error. */
export const confirmSandboxCard = (clientSecret: string, cardNumber: string) => api.post<object>("/api/sandbox/stripe/confirm", { clientSecret, cardNumber });

/** Sandbox: the payer's answer in the test Swish app. */
export const answerSandboxSwish = (swishId: string, status: Exclude<SwishStatus, "NOT_SET">, errorCode?: string) =>
  api.post<object>(`/api/sandbox/swish/${encodeURIComponent(swishId)}`, { status, ...(errorCode ? { errorCode } : {}) });
