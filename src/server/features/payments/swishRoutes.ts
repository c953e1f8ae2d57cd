import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { swishAvailable } from "../../../domain/payments/products";
import { ApiError, parseInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { requireSession, requireSiteAccess, alreadyDelivered, recordDelivery } from "../../core";
import { paymentLimits } from "./limits";
import { providerFailure, paymentProductInput, requirePurchasable, sitePurchase } from "./purchase";
import { findPaymentByProviderId, type PaymentRow } from "./repository";
import { isCallbackIdentifierOf } from "./swishCallbackIdentifier";
import { workSwishFollowUps } from "./swishFollowUp";
import { findGiftSwishPayment, settleGiftSwishCallback } from "../../../modules/giftRegistry/server/swishCommerce";
import { startSwishPayment } from "./swishStart";
import { refreshSwishPayment, SWISH_ID, swishPollAnswer } from "./swishStatus";

const startInput = z.object({
  paymentProduct: paymentProductInput,
  payerAlias: z.string().max(40).default(""),
});

const payerAnswer = z.object({
  status: z.enum(["PAID", "DECLINED", "ERROR", "CANCELLED"]),
  errorCode: z
    .string()
    .regex(/^[A-Z0-9]{2,20}$/)
    .optional(),
});

/**
 * Paying with Swish (spec 1, sections 4, 5 and 7): start, the owner's poll, Swish's
 * callback, and in sandbox mode the payer's answer from the sandbox Swish app.
 */
export function swishRoutes(app: FastifyInstance, deps: Deps): void {
  const { swishStarts: starts, swishPolls: polls } = paymentLimits(deps);
  workSwishFollowUps(deps, (error) => app.log.error({ err: error }, "Swish follow-up worker"));

  app.post("/api/sites/:siteId/payment/swish", { preHandler: starts }, async (request, reply) => {
    if (!swishAvailable(deps.config.brand.market)) throw new ApiError(404, "notFound", "Swish is not offered in this market");
    const { accountId, site } = await requireSiteAccess(deps, request, (request.params as { siteId: string }).siteId, "edit");
    const input = parseInput(startInput, request.body);
    requirePurchasable(deps, site, input.paymentProduct);
    const started = await startSwishPayment(deps, sitePurchase(deps, accountId, site.id, input.paymentProduct), input.payerAlias, requestLanguage(request, deps.config.brand.market));
    return reply.status(201).send(started);
  });

  app.get("/api/swishPayments/:swishId", { preHandler: polls }, async (request) => {
    let payment = await ownSwishPayment(deps, request);
    try {
      payment = await refreshSwishPayment(deps, payment);
    } catch (error) {
      // Still pending as far as we know: the next poll, the callback or the follow-up job asks again.
      request.log.warn({ err: error }, "Swish status could not be retrieved");
    }
    return swishPollAnswer(payment, requestLanguage(request, deps.config.brand.market));
  });

  app.post("/api/webhooks/swish", async (request) => {
    const body = request.body as { id?: unknown; status?: unknown } | undefined;
    const swishId = typeof body?.id === "string" ? body.id : "";
    const given = request.headers.callbackidentifier;
    if (!SWISH_ID.test(swishId) || typeof given !== "string" || !(await isCallbackIdentifierOf(deps.db, swishId, given))) {
      throw new ApiError(403, "forbidden", "Unknown payment request or callback identifier");
    }
    // The body only says which request to look at; its status names the delivery, never the outcome.
    const delivery = `${swishId}:${typeof body?.status === "string" ? body.status.slice(0, 20) : ""}`;
    if (await alreadyDelivered(deps.db, "swish-callback", delivery)) return {};
    const payment = await findPaymentByProviderId(deps.db, "swish", swishId);
    let settled: boolean;
    try {
      // Not a site's payment: a money gift through Swish Commerce (decision 100), or nothing of ours.
      settled = payment ? (await refreshSwishPayment(deps, payment)).state !== "pending" : await settleGiftSwishCallback(deps, swishId);
    } catch (error) {
      throw providerFailure("Swish", error);
    }
    // Counted only once processed: a failed one, or one ahead of the payer's answer, counts again when Swish retries it.
    if (settled) await recordDelivery(deps.db, "swish-callback", delivery);
    return {};
  });

  app.post("/api/sandbox/swish/:swishId", { preHandler: polls }, async (request, reply) => {
    if (!deps.swish.sandbox || !deps.swish.answerAsPayer) throw new ApiError(404, "notFound", "Only in sandbox mode");
    const swishId = await sandboxPayable(deps, request);
    const answer = parseInput(payerAnswer, request.body);
    if (!(await deps.swish.answerAsPayer(swishId, answer))) {
      throw new ApiError(422, "invalidInput", "The payment request no longer waits for the payer's answer", ["status"]);
    }
    return reply.status(204).send();
  });
}

/**
 * What the sandbox's Swish app may answer for: a guest's money gift by its random id alone (the
 * guest has no account), else the logged-in account's own payment.
 */
async function sandboxPayable(deps: Deps, request: FastifyRequest): Promise<string> {
  const { swishId } = request.params as { swishId: string };
  if (SWISH_ID.test(swishId) && (await findGiftSwishPayment(deps, swishId))) return swishId;
  return (await ownSwishPayment(deps, request)).providerId!;
}

/** The logged-in account's Swish payment; any other id, or another account's, is the same 404. */
async function ownSwishPayment(deps: Deps, request: FastifyRequest): Promise<PaymentRow> {
  const session = await requireSession(deps, request);
  const { swishId } = request.params as { swishId: string };
  const payment = SWISH_ID.test(swishId) ? await findPaymentByProviderId(deps.db, "swish", swishId) : undefined;
  if (!payment || payment.accountId !== session.accountId) throw new ApiError(404, "paymentNotFound", "No such Swish payment");
  return payment;
}
