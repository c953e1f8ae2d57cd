import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { fakeStripe } from "../../src/server/providers/payments/stripe/fakeStripe";
import { SANDBOX_KEYS, sandboxStripe } from "../../src/server/providers/payments/stripe/fromConfig";

/** The real Stripe adapter (official SDK) against the loopback Stripe fake, as sandbox mode runs it. */
const events: { payload: string; signature: string }[] = [];
const { cardPayments, fake } = sandboxStripe(async (payload, signature) => {
  events.push({ payload, signature });
});
afterAll(() => cardPayments.close());

const newIntent = (idempotencyKey = `key-${Math.random()}`) => cardPayments.createIntent({ amount: 59900, currency: "SEK", reference: "REF123", description: "Bröllopssidan: subdomain" }, idempotencyKey);

describe("Stripe adapter against the fake", () => {
  it("creates an intent in öre with a lower-case currency and the reference, and retrieves it", async () => {
    const intent = await newIntent();
    expect(intent).toMatchObject({ status: "requires_payment_method", amount: 59900, currency: "sek" });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(await cardPayments.retrieveIntent(intent.id)).toEqual(intent);
  });

  it("answers a retried create with the same idempotency key with the same intent, and a new key with a new one", async () => {
    const first = await newIntent("payment-1");
    expect((await newIntent("payment-1")).id).toBe(first.id);
    expect((await newIntent("payment-2")).id).not.toBe(first.id);
  });

  it("confirms test cards as Stripe does: success, a decline, insufficient funds, and a retry after a decline", async () => {
    expect(await cardPayments.confirmIntent((await newIntent()).id, "pm_card_visa")).toEqual({ status: "succeeded" });
    expect(await cardPayments.confirmIntent((await newIntent()).id, "pm_card_chargeDeclined")).toEqual({ declined: "generic_decline" });

    const retried = await newIntent();
    expect(await cardPayments.confirmIntent(retried.id, "pm_card_chargeDeclinedInsufficientFunds")).toEqual({ declined: "insufficient_funds" });
    expect(await cardPayments.retrieveIntent(retried.id)).toMatchObject({ status: "requires_payment_method", lastErrorCode: "insufficient_funds" });
    expect(await cardPayments.confirmIntent(retried.id, "pm_card_mastercard")).toEqual({ status: "succeeded" });
    const paid = await cardPayments.retrieveIntent(retried.id);
    expect(paid.status).toBe("succeeded");
    expect(paid.lastErrorCode).toBeUndefined();
  });

  it("refunds a succeeded intent once per idempotency key, and refuses to refund one that was not paid", async () => {
    const paid = await newIntent();
    await cardPayments.confirmIntent(paid.id, "pm_card_visa");
    const refund = await cardPayments.refund(paid.id, 59900, `refund-${paid.id}`);
    expect(refund).toMatchObject({ id: expect.stringMatching(/^re_/), status: "succeeded" });
    expect(await cardPayments.refund(paid.id, 59900, `refund-${paid.id}`)).toEqual(refund);
    expect(fake.refundsOf(paid.id)).toMatchObject([{ id: refund.id, amount: 59900, currency: "sek", payment_intent: paid.id }]);
    await expect(cardPayments.refund(paid.id, 59900, "another-key")).rejects.toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    await expect(cardPayments.refund((await newIntent()).id, 59900, "unpaid")).rejects.toMatchObject({ statusCode: 400 });
    expect(fake.refundsOf(paid.id)).toHaveLength(1);
  });

  it("turns Stripe's errors into the SDK's error classes with status and request id", async () => {
    const unknown = await cardPayments.retrieveIntent("pi_missing").catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 404, code: "resource_missing" });
    expect((unknown as Stripe.errors.StripeError).requestId).toMatch(/^req_/);

    const paid = await newIntent();
    await cardPayments.confirmIntent(paid.id, "pm_card_visa");
    await expect(cardPayments.confirmIntent(paid.id, "pm_card_visa")).rejects.toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
  });

  it("refuses calls without the sandbox's secret key", async () => {
    const stranger = new Stripe("sk_test_someone_else", { ...(await fake.endpoint()), maxNetworkRetries: 0, telemetry: false });
    await expect(stranger.paymentIntents.create({ amount: 100, currency: "sek" })).rejects.toMatchObject({ statusCode: 401 });
  });

  it("sends a signed event after each confirm that verifyWebhook accepts, and rejects a tampered or stale one", async () => {
    const intent = await newIntent();
    events.length = 0;
    await cardPayments.confirmIntent(intent.id, "pm_card_chargeDeclined");
    await cardPayments.confirmIntent(intent.id, "pm_card_visa");
    await fake.deliveriesDone();
    const verified = events.map((event) => cardPayments.verifyWebhook(Buffer.from(event.payload), event.signature));
    expect(verified.map((event) => [event.type, event.paymentIntentId])).toEqual([
      ["payment_intent.payment_failed", intent.id],
      ["payment_intent.succeeded", intent.id],
    ]);
    const [event] = events;
    expect(() => cardPayments.verifyWebhook(Buffer.from(event!.payload.replace("payment_failed", "succeeded")), event!.signature)).toThrow();
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: event!.payload, secret: SANDBOX_KEYS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => cardPayments.verifyWebhook(Buffer.from(event!.payload), stale)).toThrow(/tolerance/);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: event!.payload, secret: "whsec_other" });
    expect(() => cardPayments.verifyWebhook(Buffer.from(event!.payload), otherSecret)).toThrow();
  });

  it("starts only when first used and can be closed before that", async () => {
    const idle = fakeStripe({ ...SANDBOX_KEYS, deliver: async () => {} });
    await idle.close();
    const used = fakeStripe({ ...SANDBOX_KEYS, deliver: async () => {} });
    const { port } = await used.endpoint();
    expect(port).toBeGreaterThan(0);
    await used.close();
    await expect(fetch(`http://127.0.0.1:${port}/v1/payment_intents/pi_x`)).rejects.toThrow();
  });
});
