import { eq } from "drizzle-orm";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../src/server/db/schema";
import { fakeStripe } from "../../src/server/providers/payments/stripe/fakeStripe";
import { stripeCardPayments } from "../../src/server/providers/payments/stripe/stripeCardPayments";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

/**
 * Sandbox mode as `npm start` runs it (the fake posts its events to the app's own webhook
 * over HTTP), and real-key mode (here: a real-mode adapter pointed at the fake), where the
 * sandbox card route does not exist.
 */
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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("sandbox mode from the configuration", () => {
  it("delivers the fake's signed event to the app's webhook over HTTP, which fulfils the payment without any poll", async () => {
    const port = await freePort();
    const sandbox = await createTestApp({ env: { APP_URL: `http://localhost:${port}` } });
    try {
      await sandbox.app.listen({ port, host: "127.0.0.1" });
      expect(sandbox.deps.cardPayments.sandbox).toBe(true);
      const owner = await registerOwner(sandbox.app);
      const started = (await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" })).json();
      expect(started).toMatchObject({ stripe_public_key: "pk_test_sandbox", sandbox: true });
      expect((await owner.client.post("/api/sandbox/stripe/confirm", { clientSecret: started.client_secret, cardNumber: "4242 4242 4242 4242" })).statusCode).toBe(200);
      const fulfilled = async () => (await sandbox.database.db.select().from(payments).where(eq(payments.reference, started.reference)))[0]!.fulfilledAt;
      for (let waited = 0; !(await fulfilled()) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await fulfilled()).not.toBeNull();
    } finally {
      await sandbox.close();
    }
  });
});
