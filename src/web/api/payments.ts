/** The payment calls of spec 1, section 7, for a site; the sandbox calls exist only in sandbox mode. */

import { useQuery } from "@tanstack/react-query";
import type { CardPaymentPoll, CardPaymentStarted, Receipt, SwishPaymentPoll, SwishPaymentStarted, SwishStatus } from "../../domain/payments/payments";
import type { PaymentProduct } from "../../domain/payments/products";
import { api } from "./client";
import { sitePath } from "./paths";

const paymentPath = (siteId: string) => `${sitePath(siteId)}/payment`;

export const startCardPayment = (siteId: string, paymentProduct: PaymentProduct) =>
  api.post<CardPaymentStarted>(`${paymentPath(siteId)}/stripe`, { paymentProduct });

export const pollCardPayment = (siteId: string, reference: string) =>
  api.get<CardPaymentPoll>(`${paymentPath(siteId)}/stripe/${encodeURIComponent(reference)}`);

export const startSwishPayment = (siteId: string, paymentProduct: PaymentProduct, payerAlias: string) =>
  api.post<SwishPaymentStarted>(`${paymentPath(siteId)}/swish`, { paymentProduct, payerAlias });

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
