import { randomUUID } from "node:crypto";
import type { Deps } from "../../deps";
import type { UiLanguage } from "../../../domain/languages";
import type { SwishPaymentStarted } from "../../../domain/payments/payments";
import { SWISH_NUMBER_REQUIRED, swishErrorText } from "../../../domain/payments/swishErrors";
import { normalizePayerAlias } from "../../../domain/payerAlias";
import { ApiError } from "../../http/errors";
import { SwishValidationError } from "../../providers/payments/swishPayments";
import { oneStartAtATime, requireNoOpenPayment } from "./openPayments";
import { providerFailure, type Purchase } from "./purchase";
import { insertPayment } from "./repository";
import { settlePayment } from "./settle";
import { callbackIdentifierFor } from "./swishCallbackIdentifier";
import { scheduleSwishFollowUp, SWISH_FOLLOW_UP_QUEUE } from "./swishFollowUp";

/** What Swish accepts as a payer's number: country code and number, 8–15 digits. */
const PAYER_ALIAS = /^\d{8,15}$/;

/** Swish's `message` may hold letters a–ö, digits, space and a few signs, 50 at most. */
const shownMessage = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9åäöÅÄÖéÉüÜ :;.,?!()"-]/g, "")
    .trim()
    .slice(0, 50);

/** A number Swish cannot take: the payer reads `validationMessage` (spec 1, section 5). */
export const refuseSwishNumber = (validationMessage: string, message: string) => new ApiError(422, "swishValidation", message, ["payerAlias"], { validationMessage });

/** The payer's number as the spec normalises it; checked here too, so a number Swish would refuse costs no call. */
export function swishPayerAlias(givenAlias: string, language: UiLanguage): string {
  const payerAlias = normalizePayerAlias(givenAlias);
  if (!payerAlias) throw refuseSwishNumber(SWISH_NUMBER_REQUIRED[language], "payerAlias is required");
  if (!PAYER_ALIAS.test(payerAlias)) throw refuseSwishNumber(swishErrorText("BE18", language), "payerAlias must be 8–15 digits");
  return payerAlias;
}

/**
 * Starts paying for a purchase the caller has checked may be made, with Swish (spec 1,
 * sections 5 and 7): the number as the spec normalises it, a payment row and its follow-up
 * job, then the payment request with our own instruction id. A number Swish cannot take is a
 * 422 with `validationMessage`; another payment of the purchase still open a 409 (decision 073).
 */
export async function startSwishPayment(deps: Deps, purchase: Purchase, givenAlias: string, language: UiLanguage): Promise<SwishPaymentStarted> {
  const payerAlias = swishPayerAlias(givenAlias, language);
  return oneStartAtATime(deps, purchase, async () => {
    await requireNoOpenPayment(deps, purchase);
    return requestPayment(deps, purchase, payerAlias, language);
  });
}

/** The payment row and its follow-up, then the payment request; a number Swish refuses is a 422 with `validationMessage`. */
async function requestPayment(deps: Deps, purchase: Purchase, payerAlias: string, language: UiLanguage): Promise<SwishPaymentStarted> {
  const swishId = randomUUID().replace(/-/g, "").toUpperCase();
  await deps.jobs.prepare(SWISH_FOLLOW_UP_QUEUE);
  const payment = await deps.db.transaction(async (tx) => {
    const row = await insertPayment(tx, { ...purchase, provider: "swish", providerId: swishId, payerAlias });
    await scheduleSwishFollowUp(deps, swishId, tx);
    return row;
  });
  try {
    await deps.swish.createPaymentRequest({
      instructionId: swishId,
      payerAlias,
      amount: purchase.amount,
      message: shownMessage(`${deps.config.brand.name} ${payment.reference}`),
      payeePaymentReference: payment.reference,
      callbackIdentifier: await callbackIdentifierFor(deps.db, swishId),
    });
  } catch (error) {
    if (!(error instanceof SwishValidationError)) {
      // The request may have reached Swish: the payment stays pending for its follow-up.
      throw providerFailure("Swish", error);
    }
    const code = error.errorCodes[0];
    await settlePayment(deps, payment.id, { state: "failed", errorCode: code });
    throw refuseSwishNumber(swishErrorText(code, language), error.message);
  }
  return { swishId, reference: payment.reference };
}
