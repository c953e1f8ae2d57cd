import type { Config } from "../../../config";
import { postNotification } from "../../loopbackServer";
import type { CardPayments } from "../cardPayments";
import { fakeStripe, type DeliverWebhook } from "./fakeStripe";
import { stripeCardPayments } from "./stripeCardPayments";

/** The sandbox's keys: the fake accepts only this secret key, and signs its events with this webhook secret. */
export const SANDBOX_KEYS = { secretKey: "sk_test_sandbox", publishableKey: "pk_test_sandbox", webhookSecret: "whsec_sandbox" } as const;

/** The real adapter pointed at a loopback fake that hands its signed events to `deliver`. */
export function sandboxStripe(deliver: DeliverWebhook, onDeliveryError?: (error: unknown) => void) {
  const fake = fakeStripe({ secretKey: SANDBOX_KEYS.secretKey, webhookSecret: SANDBOX_KEYS.webhookSecret, deliver, onDeliveryError });
  const cardPayments = stripeCardPayments({ ...SANDBOX_KEYS, sandbox: true, endpoint: fake.endpoint, close: fake.close });
  return { cardPayments, fake };
}

/** Stripe with keys; else the sandbox, whose fake posts its events to this app's webhook route as Stripe would. */
export function stripeFromConfig(config: Config): CardPayments {
  if (config.stripe.kind === "stripe") return stripeCardPayments({ ...config.stripe, sandbox: false });
  const webhookUrl = `${config.appUrl}/api/webhooks/stripe`;
  const deliver: DeliverWebhook = (payload, signature) => postNotification(webhookUrl, { "stripe-signature": signature }, payload);
  return sandboxStripe(deliver, (error) => console.warn("sandbox Stripe could not deliver a webhook; the payment poll settles it instead", error)).cardPayments;
}
