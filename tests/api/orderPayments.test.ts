import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../../src/server/db/schema";
import { PRINT_ORDER_QUEUE } from "../../src/server/features/printing/queue";
import { SANDBOX_KEYS, sandboxStripe } from "../../src/server/providers/payments/stripe/fromConfig";
import { insertPayment, setProviderId } from "../../src/server/features/payments/repository";
import { swishCommerceApi } from "../../src/server/providers/payments/swish/commerceApi";
import { startFakeSwish, type FakeSwish, type SwishCallback } from "../../src/server/providers/payments/swish/fakeSwish";
import { SANDBOX_PAYEE_ALIAS } from "../../src/server/providers/payments/swish/sandboxPayee";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { cardBody, createCard } from "../support/print";

/**
 * Paying a card order (spec 1, section 7) over the Stripe and Swish sandboxes, whose
 * notifications are captured so the tests deliver them twice, late, reversed and at once.
 */
type StripeEvent = { payload: string; signature: string; type: string; intentId: string };
const stripeEvents: StripeEvent[] = [];
const stripe = sandboxStripe(async (payload, signature) => {
  const event = JSON.parse(payload) as { type: string; data: { object: { id: string } } };
  stripeEvents.push({ payload, signature, type: event.type, intentId: event.data.object.id });
});
const swishCallbacks: SwishCallback[] = [];

/** What the app logs at error level: a second payment taken is one. */
const logged: { level: number; msg: string; reference?: string; refundOf?: string }[] = [];

let t: TestApp;
let fakeSwish: FakeSwish;
beforeAll(async () => {
  // The sandbox's pieces, put together here so the test can read the fake's refunds.
  fakeSwish = await startFakeSwish({ deliver: async (callback) => void swishCallbacks.push(callback) });
  const api = swishCommerceApi({ baseUrl: fakeSwish.baseUrl, payeeAlias: SANDBOX_PAYEE_ALIAS, callbackUrl: "https://eventsite.test/api/webhooks/swish", sandbox: true });
  const swish = { ...api, answerAsPayer: async (id: string, answer: Parameters<FakeSwish["answerAsPayer"]>[1]) => fakeSwish.answerAsPayer(id, answer) };
  t = await createTestApp({
    overrides: { cardPayments: stripe.cardPayments, swish },
    logger: { level: "error", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await t.close();
  await fakeSwish.close();
});

const address = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };

/** An owner with a rounded card and an order of 50 cards in premium envelopes sent as a letter: 50 × (15 + 5 + 2) kr + 95 kr = 1 195 kr. */
async function ownerWithOrder() {
  const owner = await registerOwner(t.app);
  const printId = await createCard(owner.client, owner.siteId, { ...cardBody(), trim: "rounded" });
  const created = await owner.client.post("/api/orders/", {
    print: printId,
    site: owner.siteId,
    quantity: 50,
    envelopes: "premium",
    shipmentMethodUid: "sandbox-postnord-letter",
    shipmentMethodName: "PostNord Varubrev",
    shippingAddress: address,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { ...owner, printId, orderId: (created.json() as { id: string }).id };
}
type Owner = Awaited<ReturnType<typeof ownerWithOrder>>;

async function startCard(owner: Owner) {
  const response = await owner.client.post(`/api/orders/${owner.orderId}/payment/stripe`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { client_secret: string; reference: string; stripe_public_key: string };
}
const confirmCard = (owner: Owner, clientSecret: string, cardNumber = "4242 4242 4242 4242") => owner.client.post("/api/sandbox/stripe/confirm", { clientSecret, cardNumber });
const pollCard = (owner: Owner, reference: string) => owner.client.get(`/api/orders/${owner.orderId}/payment/stripe/${reference}`);
async function stripeEventsOf(clientSecret: string) {
  await stripe.fake.deliveriesDone();
  return stripeEvents.filter((event) => clientSecret.startsWith(`${event.intentId}_secret_`));
}
const deliverStripe = (event: StripeEvent) =>
  t.app.inject({ method: "POST", url: "/api/webhooks/stripe", headers: { "content-type": "application/json", "stripe-signature": event.signature }, payload: event.payload });

let numbers = 0;
const payerNumber = () => `0739${String(1_000_000 + ++numbers).slice(1)}`;
const deliverSwish = (callback: SwishCallback) => t.app.inject({ method: "POST", url: "/api/webhooks/swish", headers: { callbackidentifier: callback.callbackIdentifier! }, payload: callback.body });

const orderOf = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const paymentsOf = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
async function printJobs(orderId: string): Promise<number> {
  const { rows } = await t.database.db.$client.query("select count(*)::int as count from pgboss.job where name = $1 and singleton_key = $2", [PRINT_ORDER_QUEUE, orderId]);
  return (rows[0] as { count: number }).count;
}

async function receiptMails(mail: string) {
  const receipts = () => t.smtp.sentTo(mail).filter((sent) => sent.subject.startsWith("Kvitto"));
  for (let waited = 0; receipts().length < 1 && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return receipts();
}

/** Paid exactly once: the order paid, one fulfilled payment, one print job, one receipt. */
async function expectPaidOnce(owner: Owner) {
  expect(await orderOf(owner.orderId)).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
  expect((await paymentsOf(owner.orderId)).filter((payment) => payment.fulfilledAt)).toHaveLength(1);
  expect(await printJobs(owner.orderId)).toBe(1);
  const mails = await receiptMails(owner.mail);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain("Inbjudningskort");
  expect(mails[0]!.text).toMatch(/Belopp inklusive moms: 1\s195,00/);
  expect(mails[0]!.text).toContain(`Beställningen och kvittot finns också här: http://localhost:3000/redigera/${owner.siteId}/inbjudningar/bekraftelse/${owner.orderId}`);
}

describe("paying an order by card", () => {
  it("charges the order's own total, not a site product's price", async () => {
    const owner = await ownerWithOrder();
    const started = await startCard(owner);
    expect(started.stripe_public_key).toBe(SANDBOX_KEYS.publishableKey);
    const [payment] = await paymentsOf(owner.orderId);
    expect(payment).toMatchObject({ amount: 119500, currency: "SEK", product: "invitation_cards", siteId: null, reference: started.reference });
    const intent = await stripe.cardPayments.retrieveIntent(payment!.providerId!);
    expect(intent).toMatchObject({ amount: 119500, currency: "sek" });
  });

  it("is paid once, printed once and receipted once, whatever order and how often the events and polls come", async () => {
    const owner = await ownerWithOrder();
    const { client_secret, reference } = await startCard(owner);
    expect((await pollCard(owner, reference)).json()).toEqual({ paymentConfirmed: false });
    expect((await owner.client.get(`/api/orders/${owner.orderId}`)).json()).toMatchObject({ status: "awaitingPayment", paidAt: null, payment: null });

    // A declined card first, then a good one on the same payment.
    expect((await confirmCard(owner, client_secret, "4000 0000 0000 0002")).statusCode).toBe(402);
    expect((await startCard(owner)).reference).toBe(reference);
    expect((await confirmCard(owner, client_secret)).statusCode).toBe(200);
    const [failed, succeeded] = await stripeEventsOf(client_secret);
    expect([failed!.type, succeeded!.type]).toEqual(["payment_intent.payment_failed", "payment_intent.succeeded"]);
    const answers = await Promise.all([deliverStripe(succeeded!), deliverStripe(failed!), deliverStripe(succeeded!), ...Array.from({ length: 10 }, () => pollCard(owner, reference))]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await deliverStripe(failed!)).statusCode).toBe(200);

    expect((await pollCard(owner, reference)).json()).toEqual({ paymentConfirmed: true });
    await expectPaidOnce(owner);
    const order = (await owner.client.get(`/api/orders/${owner.orderId}`)).json();
    expect(order).toMatchObject({ status: "paid", paidAt: expect.any(String), payment: { reference, method: "card" } });
  });

  it("cannot be started again once the order is paid", async () => {
    const owner = await ownerWithOrder();
    const { client_secret, reference } = await startCard(owner);
    await confirmCard(owner, client_secret);
    expect((await pollCard(owner, reference)).json()).toEqual({ paymentConfirmed: true });
    for (const again of [await owner.client.post(`/api/orders/${owner.orderId}/payment/stripe`), await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() })]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Beställningen är redan betald." } });
    }
    expect(await paymentsOf(owner.orderId)).toHaveLength(1);
  });
});

describe("paying an order with Swish", () => {
  it("asks Swish for the order's total and is fulfilled once by racing callbacks and polls", async () => {
    const owner = await ownerWithOrder();
    const started = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    expect(started.statusCode, started.body).toBe(201);
    const { swishId } = started.json() as { swishId: string };
    expect(await t.deps.swish.retrievePaymentRequest(swishId)).toMatchObject({ status: "CREATED" });
    expect(await paymentsOf(owner.orderId)).toMatchObject([{ provider: "swish", providerId: swishId, amount: 119500, currency: "SEK", product: "invitation_cards" }]);

    expect((await owner.client.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" })).statusCode).toBe(204);
    const callback = swishCallbacks.filter((sent) => sent.body.id === swishId).at(-1)!;
    const answers = await Promise.all([deliverSwish(callback), deliverSwish(callback), ...Array.from({ length: 10 }, () => owner.client.get(`/api/swishPayments/${swishId}`))]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await owner.client.get(`/api/swishPayments/${swishId}`)).json()).toEqual({ status: "PAID" });
    await expectPaidOnce(owner);
    expect((await owner.client.get(`/api/orders/${owner.orderId}`)).json()).toMatchObject({ payment: { method: "swish" } });
  });

  it("refuses a number Swish cannot take before asking Swish", async () => {
    const owner = await ownerWithOrder();
    const response = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: "12" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: ["payerAlias"], validationMessage: expect.any(String) });
    expect(await paymentsOf(owner.orderId)).toHaveLength(0);
  });
});

describe("paying an order twice", () => {
  it("refuses a card start while a Swish request for the order waits for the payer, and takes the card once Swish has declined", async () => {
    const owner = await ownerWithOrder();
    const swish = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    expect(swish.statusCode, swish.body).toBe(201);
    const card = await owner.client.post(`/api/orders/${owner.orderId}/payment/stripe`);
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "En betalning för det här pågår redan. Slutför eller avbryt den först, eller vänta några minuter och försök igen." } });
    const again = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    expect(again.statusCode).toBe(409);
    expect(await paymentsOf(owner.orderId)).toHaveLength(1);

    expect((await owner.client.post(`/api/sandbox/swish/${(swish.json() as { swishId: string }).swishId}`, { status: "DECLINED" })).statusCode).toBe(204);
    const { client_secret, reference } = await startCard(owner);
    expect((await confirmCard(owner, client_secret)).statusCode).toBe(200);
    expect((await pollCard(owner, reference)).json()).toEqual({ paymentConfirmed: true });
  });

  it("refuses a Swish start while a paid card payment is not settled yet, and settles it", async () => {
    const owner = await ownerWithOrder();
    const { client_secret, reference } = await startCard(owner);
    expect((await confirmCard(owner, client_secret)).statusCode).toBe(200);
    const swish = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    expect(swish.statusCode).toBe(409);
    expect(swish.json()).toMatchObject({ errorDescription: { sv: "Beställningen är redan betald." } });
    expect((await pollCard(owner, reference)).json()).toEqual({ paymentConfirmed: true });
    expect(await paymentsOf(owner.orderId)).toHaveLength(1);
  });

  it("lets only one of two Swish starts at the same moment through, from two numbers", async () => {
    const owner = await ownerWithOrder();
    const start = () => owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await paymentsOf(owner.orderId)).toHaveLength(1);
  });

  /** Both starts got through at once (the race the start check cannot see): a Swish request and a card payment, both paid by the payer. */
  async function paidTwice() {
    const owner = await ownerWithOrder();
    const started = await owner.client.post(`/api/orders/${owner.orderId}/payment/swish`, { payerAlias: payerNumber() });
    const { swishId } = started.json() as { swishId: string };
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, owner.orderId));
    const card = await insertPayment(t.database.db, { accountId: (await paymentsOf(owner.orderId))[0]!.accountId, siteId: null, orderId: order!.id, product: "invitation_cards", amount: 119500, currency: "SEK", months: 0, provider: "stripe" });
    const intent = await stripe.cardPayments.createIntent({ amount: 119500, currency: "SEK", reference: card.reference, description: "twice" }, `payment-${card.id}`);
    await setProviderId(t.database.db, card.id, intent.id);
    expect((await confirmCard(owner, intent.clientSecret)).statusCode).toBe(200);
    expect((await owner.client.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" })).statusCode).toBe(204);
    const swishCallback = swishCallbacks.filter((sent) => sent.body.id === swishId).at(-1)!;
    const [cardEvent] = await stripeEventsOf(intent.clientSecret);
    return { owner, swishId, intent, card, swishCallback, cardEvent: cardEvent! };
  }

  /** Paid once, the other payment refunded once through its own provider, an error logged and the operator mailed once. */
  async function expectRefundedOnce(owner: Owner, swishId: string, intentId: string) {
    await expectPaidOnce(owner);
    const [fulfilled] = (await paymentsOf(owner.orderId)).filter((payment) => payment.fulfilledAt);
    const second = (await paymentsOf(owner.orderId)).find((payment) => !payment.fulfilledAt)!;
    await expect.poll(async () => (await paymentsOf(owner.orderId)).find((payment) => payment.id === second.id)!.state, { timeout: 15_000 }).toBe("refunded");
    const paymentReference = (await t.deps.swish.retrievePaymentRequest(swishId))!.paymentReference!;
    const refunds = [...stripe.fake.refundsOf(intentId), ...fakeSwish.refundsOf(paymentReference)];
    expect(refunds).toHaveLength(1);
    expect(refunds).toMatchObject([second.provider === "stripe" ? { amount: 119500, payment_intent: intentId } : { amount: 1195, originalPaymentReference: paymentReference }]);
    expect(logged.filter((entry) => entry.level === 50 && entry.reference === second.reference)).toMatchObject([{ msg: "a second payment of one purchase was taken; it is refunded", refundOf: fulfilled!.reference }]);
    await t.mailDelivered();
    const operatorMails = t.smtp.sentTo("info@brollopssidan.se").filter((mail) => mail.text.includes(second.reference));
    expect(operatorMails).toHaveLength(1);
    expect(operatorMails[0]!.subject).toContain("Dubbel betalning");
    expect(operatorMails[0]!.text).toContain(fulfilled!.reference);
  }

  it("refunds the later of two settled payments once, with duplicated and reordered notifications", async () => {
    const { owner, swishId, intent, cardEvent, swishCallback } = await paidTwice();
    // The card's event first, then Swish's callback twice, then the card's event again.
    expect((await deliverStripe(cardEvent)).statusCode).toBe(200);
    for (const answer of [await deliverSwish(swishCallback), await deliverSwish(swishCallback), await deliverStripe(cardEvent)]) expect(answer.statusCode).toBe(200);
    expect((await owner.client.get(`/api/swishPayments/${swishId}`)).json()).toEqual({ status: "ERROR", errorMessage: "Det här var redan betalt. Pengarna för den här betalningen betalas tillbaka." });
    await expectRefundedOnce(owner, swishId, intent.id);
    expect((await paymentsOf(owner.orderId)).find((payment) => payment.fulfilledAt)!.provider).toBe("stripe");
    // Swish's callback about the refund is taken by the same webhook and changes nothing.
    const refund = (await paymentsOf(owner.orderId)).find((payment) => payment.refundedAt)!;
    const refundCallback = swishCallbacks.find((sent) => sent.body.id === refund.refundId)!;
    expect((await deliverSwish(refundCallback)).statusCode).toBe(200);
    expect((await paymentsOf(owner.orderId)).find((payment) => payment.id === refund.id)).toMatchObject({ state: "refunded", refundId: refund.refundId });
  });

  it("refunds exactly one of two payments whose notifications and polls arrive at once", async () => {
    const { owner, swishId, intent, card, cardEvent, swishCallback } = await paidTwice();
    const answers = await Promise.all([
      deliverSwish(swishCallback),
      deliverStripe(cardEvent),
      deliverSwish(swishCallback),
      deliverStripe(cardEvent),
      ...Array.from({ length: 5 }, () => owner.client.get(`/api/swishPayments/${swishId}`)),
      ...Array.from({ length: 5 }, () => pollCard(owner, card.reference)),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    await expectRefundedOnce(owner, swishId, intent.id);
  });
});

describe("another account", () => {
  it("is refused on every order payment route: 401 logged out, 403 for another's order, 404 for an unknown order or another order's payment", async () => {
    const owner = await ownerWithOrder();
    const { reference } = await startCard(owner);
    const other = await ownerWithOrder();
    const anonymous = agent(t.app);
    const routes = (orderId: string, ref = reference) =>
      [
        (client: typeof anonymous) => client.post(`/api/orders/${orderId}/payment/stripe`),
        (client: typeof anonymous) => client.get(`/api/orders/${orderId}/payment/stripe/${ref}`),
        (client: typeof anonymous) => client.post(`/api/orders/${orderId}/payment/swish`, { payerAlias: payerNumber() }),
      ] as const;
    for (const call of routes(owner.orderId)) {
      expect((await call(anonymous)).statusCode).toBe(401);
      expect((await call(other.client)).statusCode).toBe(403);
    }
    for (const call of routes("00000000-0000-4000-8000-000000000000")) expect((await call(owner.client)).statusCode).toBe(404);
    // The owner's reference looked up through another order of the caller's own is no payment of that order.
    expect((await other.client.get(`/api/orders/${other.orderId}/payment/stripe/${reference}`)).statusCode).toBe(404);
    // Nor is an order's payment reachable as a site payment.
    expect((await owner.client.get(`/api/sites/${owner.siteId}/payment/stripe/${reference}`)).statusCode).toBe(404);
    expect(await paymentsOf(other.orderId)).toHaveLength(0);
  });
});
