import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { requireSession } from "../../core";
import { askStripe } from "./cardService";
import { findPaymentByProviderId } from "./repository";
import { declineError, sandboxPaymentMethod } from "./sandboxCards";

const confirmInput = z.object({ clientSecret: z.string().min(1).max(200), cardNumber: z.string().max(40) });

/**
 * The sandbox card form's pay button (registered only in sandbox mode): confirms the owner's
 * own intent on the Stripe fake as Stripe would for that test card. It settles nothing
 * itself: the fake's webhook or the dialog's poll does, as with real Stripe.
 */
export function sandboxConfirmRoute(app: FastifyInstance, deps: Deps, limit: preHandlerAsyncHookHandler): void {
  app.post("/api/sandbox/stripe/confirm", { preHandler: limit }, async (request) => {
    const session = await requireSession(deps, request);
    const input = parseInput(confirmInput, request.body);
    const intentId = input.clientSecret.split("_secret_")[0]!;
    const payment = await findPaymentByProviderId(deps.db, "stripe", intentId);
    if (!payment || payment.accountId !== session.accountId) throw new ApiError(404, "paymentNotFound", "No such payment of this account");
    const intent = await askStripe(() => deps.cardPayments.retrieveIntent(intentId));
    if (intent.clientSecret !== input.clientSecret) throw new ApiError(404, "paymentNotFound", "No such payment of this account");
    if (intent.status === "succeeded") return { status: intent.status };

    const paymentMethod = sandboxPaymentMethod(input.cardNumber);
    if (!paymentMethod) throw new ApiError(422, "cardNumberInvalid", "Not a card number", ["cardNumber"]);
    const result = await askStripe(() => deps.cardPayments.confirmIntent(intentId, paymentMethod));
    if ("declined" in result) throw new ApiError(402, declineError(result.declined), `Card declined: ${result.declined}`);
    return { status: result.status };
  });
}
