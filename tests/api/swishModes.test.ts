import { eq } from "drizzle-orm";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../src/server/db/schema";
import { swishCommerceApi } from "../../src/server/providers/payments/swish/commerceApi";
import { startFakeSwish, type FakeSwish, type SwishCallback } from "../../src/server/providers/payments/swish/fakeSwish";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

describe("with the real Swish adapter (not sandbox mode)", () => {
  let t: TestApp;
  let swish: FakeSwish;
  const callbacks: SwishCallback[] = [];
  beforeAll(async () => {
    swish = await startFakeSwish({ deliver: async (callback) => void callbacks.push(callback) });
    const real = swishCommerceApi({ baseUrl: swish.baseUrl, payeeAlias: "1231181189", callbackUrl: "https://eventsite.test/api/webhooks/swish" });
    t = await createTestApp({ overrides: { swish: real } });
  });
  afterAll(async () => {
    await t.close();
    await swish.close();
  });

  it("has no sandbox payer route, and the payment goes through Swish's own answer", async () => {
    const owner = await registerOwner(t.app);
    const start = await owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: "0701234567" });
    expect(start.statusCode).toBe(201);
    const { swishId } = start.json();
    const sandbox = await owner.client.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" });
    expect(sandbox.statusCode).toBe(404);
    expect(swish.paymentRequest(swishId)).toMatchObject({ status: "CREATED", payeeAlias: "1231181189", amount: 599 });
    swish.answerAsPayer(swishId, { status: "PAID" });
    const callback = callbacks.find((candidate) => candidate.body.id === swishId)!;
    const delivered = await t.app.inject({ method: "POST", url: "/api/webhooks/swish", headers: { callbackidentifier: callback.callbackIdentifier! }, payload: callback.body });
    expect(delivered.statusCode).toBe(200);
    expect((await owner.client.get(`/api/swishPayments/${swishId}`)).json()).toEqual({ status: "PAID" });
  });
});

describe("in sandbox mode, as npm start runs it", () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}` } });
    await t.app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("sends the payer's answer from the sandbox Swish app back to the server as Swish's HTTP callback", async () => {
    expect(t.deps.swish.sandbox).toBe(true);
    const owner = await registerOwner(t.app);
    const { swishId } = (await owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: "0701234567" })).json();
    expect((await owner.client.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" })).statusCode).toBe(204);
    // Settled by the callback alone: nobody polls.
    await expect.poll(async () => (await t.database.db.select().from(payments).where(eq(payments.providerId, swishId)))[0]!.state).toBe("paid");
    expect((await owner.client.post(`/api/sandbox/swish/${swishId}`, { status: "DECLINED" })).statusCode).toBe(422);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("in the Danish market", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MARKET: "dk" } });
  });
  afterAll(() => t.close());

  it("offers no Swish: starting a payment is a 404", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: "46701234567" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isErrorResponse: true, message: "Swish is not offered in this market" });
  });
});
