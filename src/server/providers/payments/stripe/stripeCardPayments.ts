import Stripe from "stripe";
import type { CardIntent, CardIntentStatus, CardPayments, CardWebhookEvent } from "../cardPayments";
import type { StripeEndpoint } from "./fakeStripe";

export interface StripeAdapterOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** True when `endpoint` is the loopback fake: the sandbox card form and its route exist. */
  sandbox: boolean;
  /** Where the API is, when not api.stripe.com (the fake); asked on the first call. */
  endpoint?: () => Promise<StripeEndpoint>;
  /** Stops what the adapter owns (the fake). */
  close?: () => Promise<void>;
}

/** Seconds to wait for Stripe before the call fails (the SDK's default is 80). */
const TIMEOUT_MS = 20_000;

function toIntent(intent: Stripe.PaymentIntent): CardIntent {
  const failure = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status as CardIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    ...(failure ? { lastErrorCode: failure.decline_code ?? failure.code ?? "card_declined" } : {}),
  };
}

/** Card payments through the official Stripe SDK: against Stripe with keys, against the loopback fake in sandbox mode. */
export function stripeCardPayments(options: StripeAdapterOptions): CardPayments {
  // Verifying a webhook needs no connection; API calls wait for the endpoint (the fake starts lazily).
  const offline = new Stripe(options.secretKey);
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= (async () => {
      const endpoint = options.endpoint ? await options.endpoint() : undefined;
      return new Stripe(options.secretKey, {
        timeout: TIMEOUT_MS,
        telemetry: false,
        ...(endpoint ? { ...endpoint, maxNetworkRetries: 0 } : { maxNetworkRetries: 2 }),
      });
    })());

  return {
    sandbox: options.sandbox,
    publishableKey: async () => options.publishableKey,
    async createIntent({ amount, currency, reference, description }, idempotencyKey) {
      const intent = await (await stripe()).paymentIntents.create(
        { amount, currency: currency.toLowerCase(), allowed_payment_method_types: ["card"], description, metadata: { reference } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      return toIntent(await (await stripe()).paymentIntents.retrieve(id));
    },
    async refund(intentId, amount, idempotencyKey) {
      const refund = await (await stripe()).refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
      return { id: refund.id, status: refund.status ?? "pending" };
    },
    async confirmIntent(id, paymentMethod) {
      try {
        const intent = await (await stripe()).paymentIntents.confirm(id, { payment_method: paymentMethod });
        return { status: intent.status as CardIntentStatus };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { declined: error.decline_code ?? error.code ?? "card_declined" };
        throw error;
      }
    },
    verifyWebhook(rawBody, signature): CardWebhookEvent {
      const event = offline.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, ...(object.object === "payment_intent" && object.id ? { paymentIntentId: object.id } : {}) };
    },
    close: async () => options.close?.(),
  };
}
