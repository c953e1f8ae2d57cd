import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeStripe } from "../../src/server/providers/payments/stripe/fakeStripe";
import { stripeCardPayments } from "../../src/server/providers/payments/stripe/stripeCardPayments";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

/** With Stripe keys (here: a real-mode adapter pointed at the fake) the sandbox card route does not exist. */
const keys = { secretKey: "sk_live_like", publishableKey: "pk_live_like", webhookSecret: "whsec_live_like" };
const fake = fakeStripe({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret, deliver: async () => {} });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { cardPayments: stripeCardPayments({ ...keys, sandbox: false, endpoint: fake.endpoint, close: fake.close }) } });
});
afterAll(() => t.close());

describe("card payments with real keys", () => {
  it("starts a payment with the configured publishable key and tells the dialog to use Stripe Elements", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stripe_public_key: "pk_live_like", sandbox: false });
  });

  it("has no sandbox confirm route: 404 even for the owner's own payment", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret } = (await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" })).json();
    const response = await owner.client.post("/api/sandbox/stripe/confirm", { clientSecret: client_secret, cardNumber: "4242424242424242" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isErrorResponse: true });
  });

  it("answers 502 with a readable text when Stripe cannot be reached", async () => {
    const down = await createTestApp({
      overrides: { cardPayments: stripeCardPayments({ ...keys, sandbox: false, endpoint: async () => ({ host: "127.0.0.1", port: 9, protocol: "http" }) }) },
    });
    try {
      const owner = await registerOwner(down.app);
      const response = await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ errorDescription: { sv: "Betaltjänsten svarade inte som väntat. Försök igen om en stund." } });
    } finally {
      await down.close();
    }
  });
});
