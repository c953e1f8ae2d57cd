import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { syncCardPayment } from "./cardService";
import { findPaymentByProviderId } from "./repository";
import { alreadyDelivered, recordDelivery } from "../../core";

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The bytes as received: the signature covers them exactly, so no parser may touch them. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * POST /api/webhooks/stripe. The event only says which intent to look at: its state is asked
 * from Stripe and settled like a poll would (exactly once, whichever comes first). An event
 * counts as handled only after it was processed, so a failure (500) is retried by Stripe.
 */
export function stripeWebhookRoute(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, undefined);
    });

    scope.post("/api/webhooks/stripe", async (request) => {
      const signature = request.headers["stripe-signature"];
      const rawBody = rawBodies.get(request);
      if (typeof signature !== "string" || !rawBody) throw new ApiError(400, "badRequest", "Missing body or Stripe-Signature header");
      let event;
      try {
        event = deps.cardPayments.verifyWebhook(rawBody, signature);
      } catch {
        throw new ApiError(400, "badRequest", "Webhook signature does not match");
      }
      if (!event.paymentIntentId || (await alreadyDelivered(deps.db, "stripe", event.id))) return { received: true };
      const payment = await findPaymentByProviderId(deps.db, "stripe", event.paymentIntentId);
      if (payment) await syncCardPayment(deps, payment);
      await recordDelivery(deps.db, "stripe", event.id);
      return { received: true };
    });
  });
}
