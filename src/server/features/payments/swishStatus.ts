import type { Deps } from "../../deps";
import type { UiLanguage } from "../../../domain/languages";
import type { SwishPaymentPoll } from "../../../domain/payments/payments";
import { SECOND_PAYMENT_REFUNDED, swishErrorText } from "../../../domain/payments/swishErrors";
import type { SwishPaymentRequest } from "../../providers/payments/swishPayments";
import { findPaymentByProviderId, type PaymentRow } from "./repository";
import { settlePayment, type Outcome } from "./settle";

/** Our instruction ids, which are also the `swishId` the owner's client polls with. */
export const SWISH_ID = /^[0-9A-F]{32}$/;

/** Stored as the error code of a payment the payer declined: Swish gives DECLINED no code of its own. */
const DECLINED = "DECLINED";

/** A final status as a settlement; undefined while the payer has not answered. */
export function swishOutcome(request: SwishPaymentRequest | undefined): Outcome | undefined {
  if (!request) return { state: "failed" }; // Swish never created it
  switch (request.status) {
    case "CREATED":
      return undefined;
    case "PAID":
      return { state: "paid" };
    case "DECLINED":
      return { state: "failed", errorCode: DECLINED };
    case "ERROR":
      return { state: "failed", errorCode: request.errorCode };
    case "CANCELLED":
      return { state: "cancelled" };
  }
}

const inFlight = new Map<string, Promise<PaymentRow>>();

/**
 * Asks Swish about a payment still pending and settles what it answers (never what a
 * callback's body says). Concurrent asks for one payment in this process share one call.
 */
export function refreshSwishPayment(deps: Pick<Deps, "db" | "jobs" | "now" | "config" | "swish">, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.state !== "pending" || !payment.providerId) return Promise.resolve(payment);
  const swishId = payment.providerId;
  let refreshing = inFlight.get(swishId);
  if (!refreshing) {
    refreshing = (async () => {
      const outcome = swishOutcome(await deps.swish.retrievePaymentRequest(swishId));
      if (!outcome) return payment;
      await settlePayment(deps, payment.id, outcome);
      return (await findPaymentByProviderId(deps.db, "swish", swishId)) ?? payment;
    })().finally(() => inFlight.delete(swishId));
    inFlight.set(swishId, refreshing);
  }
  return refreshing;
}

/** The poll's answer (spec 1, section 4): PAID only once fulfilled, NOT_SET while waiting. */
export function swishPollAnswer(payment: PaymentRow, language: UiLanguage): SwishPaymentPoll {
  if (payment.fulfilledAt) return { status: "PAID" };
  if (payment.duplicateOf) return { status: "ERROR", errorMessage: SECOND_PAYMENT_REFUNDED[language] };
  return unpaidPollAnswer(payment, language);
}

/** A poll's answer for a request not (yet) paid: what it failed of, or NOT_SET while waiting. */
export function unpaidPollAnswer(request: { state: string; errorCode: string | null }, language: UiLanguage): SwishPaymentPoll {
  if (request.state === "cancelled") return { status: "CANCELLED" };
  if (request.state === "failed") return request.errorCode === DECLINED ? { status: "DECLINED" } : { status: "ERROR", errorMessage: swishErrorText(request.errorCode, language) };
  return { status: "NOT_SET" };
}
