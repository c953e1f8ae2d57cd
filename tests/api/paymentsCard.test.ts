import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../src/domain/dates";
import { addMonths } from "../../src/domain/publication";
import { payments, providerEvents, sites } from "../../src/server/db/schema";
import { sendReceiptMail } from "../../src/server/features/payments/receiptMail";
import { insertPayment, setProviderId } from "../../src/server/features/payments/repository";
import type { CardPayments } from "../../src/server/providers/payments/cardPayments";
import { SANDBOX_KEYS, sandboxStripe } from "../../src/server/providers/payments/stripe/fromConfig";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

/**
 * Card payments through the routes, over the real Stripe adapter and the loopback fake. The
 * fake's webhook events are captured, so tests deliver them late, twice or out of order.
 */
type Captured = { payload: string; signature: string; type: string; intentId: string };
const captured: Captured[] = [];
const stripe = sandboxStripe(async (payload, signature) => {
  const event = JSON.parse(payload) as { type: string; data: { object: { id: string } } };
  captured.push({ payload, signature, type: event.type, intentId: event.data.object.id });
});
let providerDown = false;
const cardPayments: CardPayments = {
  ...stripe.cardPayments,
  retrieveIntent: (id) => (providerDown ? Promise.reject(new Error("connect ECONNREFUSED")) : stripe.cardPayments.retrieveIntent(id)),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SELLER_NAME: "Bröllopsbyrån AB", SELLER_ORGANISATION_NUMBER: "559999-1234", SELLER_ADDRESS: "Vägen 2, 123 45 Staden" },
    overrides: { cardPayments },
  });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;

async function start(owner: Owner, paymentProduct = "subdomain") {
  const response = await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { client_secret: string; reference: string; stripe_public_key: string; sandbox: boolean };
}

const confirm = (owner: Owner, clientSecret: string, cardNumber: string) => owner.client.post("/api/sandbox/stripe/confirm", { clientSecret, cardNumber });
const poll = (owner: Owner, reference: string) => owner.client.get(`/api/sites/${owner.siteId}/payment/stripe/${reference}`);
const confirmed = async (owner: Owner, reference: string) => (await poll(owner, reference)).json().paymentConfirmed as boolean;

/** The events the fake sent about this intent, in the order it sent them. */
async function eventsOf(clientSecret: string) {
  await stripe.fake.deliveriesDone();
  return captured.filter((event) => clientSecret.startsWith(`${event.intentId}_secret_`));
}

const deliver = (event: Pick<Captured, "payload" | "signature">) =>
  t.app.inject({ method: "POST", url: "/api/webhooks/stripe", headers: { "content-type": "application/json", "stripe-signature": event.signature }, payload: event.payload });

async function siteOf(siteId: string) {
  const [site] = await t.database.db.select().from(sites).where(eq(sites.id, siteId));
  return site!;
}

async function paymentOf(reference: string) {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  return payment!;
}

/** The receipt mails the owner got, once at least `atLeast` have come (the mail job runs on the queue's next poll). */
async function receiptMails(mail: string, atLeast = 1) {
  const receipts = () => t.smtp.sentTo(mail).filter((sent) => sent.subject.startsWith("Kvitto"));
  for (let waited = 0; receipts().length < atLeast && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return receipts();
}

describe("starting a card payment", () => {
  it("answers the client secret, the reference, the publishable key and the sandbox flag, for the brand's price", async () => {
    const owner = await registerOwner(t.app);
    const started = await start(owner);
    expect(started).toEqual({ client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/), reference: expect.stringMatching(/^[A-Z2-9]{16}$/), stripe_public_key: "pk_test_sandbox", sandbox: true });
    const payment = await paymentOf(started.reference);
    expect(payment).toMatchObject({ product: "subdomain", amount: 59900, currency: "SEK", months: 18, provider: "stripe", state: "pending", fulfilledAt: null });
    expect(await stripe.cardPayments.retrieveIntent(payment.providerId!)).toMatchObject({ amount: 59900, currency: "sek" });
  });

  it("offers the same open payment again instead of a new intent, until it is half an hour old", async () => {
    const owner = await registerOwner(t.app);
    const first = await start(owner);
    expect(await start(owner)).toEqual(first);
    t.advanceTime(31 * 60_000);
    const later = await start(owner);
    t.advanceTime(-31 * 60_000);
    expect(later.reference).not.toBe(first.reference);
    expect(later.client_secret).not.toBe(first.client_secret);
  });

  it("refuses a card payment for the product while a Swish request for it waits for the payer (409), and a retry after a declined card still works", async () => {
    const owner = await registerOwner(t.app);
    const swish = await owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: "0739876543" });
    expect(swish.statusCode, swish.body).toBe(201);
    const refused = await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("pågår redan") } });
    const other = await registerOwner(t.app);
    const { client_secret, reference } = await start(other);
    expect((await confirm(other, client_secret, "4000 0000 0000 0002")).statusCode).toBe(402);
    expect((await start(other)).reference).toBe(reference);
  });

  it("refuses what the site cannot buy now, and unknown products", async () => {
    const owner = await registerOwner(t.app);
    const extend = await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "extend_subdomain" });
    expect(extend.statusCode).toBe(422);
    expect(extend.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("går inte att köpa") } });
    expect((await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "gold" })).statusCode).toBe(422);
  });

  it("limits how many payments one account starts a minute", async () => {
    const owner = await registerOwner(t.app);
    const answers = [];
    for (let count = 0; count < 21; count++) answers.push((await owner.client.post(`/api/sites/${owner.siteId}/payment/stripe`, { paymentProduct: "subdomain" })).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe("paying by card", () => {
  it("a good card: the webhook fulfils it, the poll then says confirmed, the site is published for the product's months, one receipt mail", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    expect(await confirmed(owner, reference)).toBe(false);

    const paid = await confirm(owner, client_secret, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: "succeeded" });
    // The confirm itself settles nothing: the webhook (or a poll) does.
    expect((await paymentOf(reference)).fulfilledAt).toBeNull();
    expect((await siteOf(owner.siteId)).active).toBe(false);

    const [event] = await eventsOf(client_secret);
    expect(event!.type).toBe("payment_intent.succeeded");
    const answer = await deliver(event!);
    expect(answer.statusCode).toBe(200);
    const site = await siteOf(owner.siteId);
    expect(site.active).toBe(true);
    expect(site.activeExpireDate!.getTime()).toBe(addMonths(site.activeDate!, 18).getTime());
    expect(await confirmed(owner, reference)).toBe(true);

    const mails = await receiptMails(owner.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reference);
    expect(mails[0]!.text).toContain("599,00");
    expect(mails[0]!.text).toContain("119,80");
    expect(mails[0]!.text).toContain("Bröllopsbyrån AB, 559999-1234, Vägen 2, 123 45 Staden");
  });

  it("a publication paid by two card payments started at once is published once and the second payment is refunded once, with the operator mailed", async () => {
    const owner = await registerOwner(t.app);
    const first = await start(owner);
    // The second start got past the check at the same moment (the race the start cannot see).
    const { accountId } = await paymentOf(first.reference);
    const second = await insertPayment(t.database.db, { accountId, siteId: owner.siteId, orderId: null, product: "subdomain", amount: 59900, currency: "SEK", months: 18, provider: "stripe" });
    const intent = await stripe.cardPayments.createIntent({ amount: 59900, currency: "SEK", reference: second.reference, description: "twice" }, `payment-${second.id}`);
    await setProviderId(t.database.db, second.id, intent.id);
    expect((await confirm(owner, first.client_secret, "4242 4242 4242 4242")).statusCode).toBe(200);
    expect((await confirm(owner, intent.clientSecret, "4242 4242 4242 4242")).statusCode).toBe(200);
    const [firstEvent] = await eventsOf(first.client_secret);
    const [secondEvent] = await eventsOf(intent.clientSecret);
    for (const answer of await Promise.all([deliver(secondEvent!), deliver(firstEvent!), deliver(secondEvent!), poll(owner, first.reference), poll(owner, second.reference)])) expect(answer.statusCode).toBe(200);

    const site = await siteOf(owner.siteId);
    expect(site.activeExpireDate!.getTime()).toBe(addMonths(site.activeDate!, 18).getTime());
    const both = [await paymentOf(first.reference), await paymentOf(second.reference)];
    expect(both.filter((payment) => payment.fulfilledAt)).toHaveLength(1);
    const refunded = both.find((payment) => !payment.fulfilledAt)!;
    await expect.poll(async () => (await paymentOf(refunded.reference)).state, { timeout: 15_000 }).toBe("refunded");
    expect([...stripe.fake.refundsOf(both[0]!.providerId!), ...stripe.fake.refundsOf(intent.id)]).toMatchObject([{ amount: 59900, payment_intent: refunded.providerId }]);
    expect(await receiptMails(owner.mail)).toHaveLength(1);
    await t.mailDelivered();
    expect(t.smtp.sentTo("info@brollopssidan.se").filter((mail) => mail.text.includes(refunded.reference))).toHaveLength(1);
  });

  it("without any webhook, the poll asks Stripe and fulfils the payment", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    await confirm(owner, client_secret, "5555 5555 5555 4444");
    expect(await confirmed(owner, reference)).toBe(true);
    expect((await siteOf(owner.siteId)).active).toBe(true);
  });

  it("a declined card: a readable 402, the payment failed, nothing published", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    const declined = await confirm(owner, client_secret, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Kortet nekades. Försök med ett annat kort.", en: "The card was declined. Try another card.", da: expect.any(String) } });
    const [event] = await eventsOf(client_secret);
    expect(event!.type).toBe("payment_intent.payment_failed");
    expect((await deliver(event!)).statusCode).toBe(200);
    expect(await confirmed(owner, reference)).toBe(false);
    expect(await paymentOf(reference)).toMatchObject({ state: "failed", errorCode: "generic_decline", fulfilledAt: null });
    expect((await siteOf(owner.siteId)).active).toBe(false);
    expect((await owner.client.get(`/api/sites/${owner.siteId}/payment/receipt/${reference}`)).statusCode).toBe(404);
  });

  it("insufficient funds, then a retry with another card on the same payment succeeds; events delivered late, reversed and twice fulfil it once", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    const poor = await confirm(owner, client_secret, "4000000000009995");
    expect(poor.statusCode).toBe(402);
    expect(poor.json().errorDescription.sv).toBe("Det finns inte tillräckligt med pengar på kortet.");
    expect((await paymentOf(reference)).state).toBe("pending"); // nothing settles before an event or a poll
    expect(await confirmed(owner, reference)).toBe(false);
    expect((await paymentOf(reference)).errorCode).toBe("insufficient_funds");

    // The dialog opened again offers the same payment, and the next card pays it.
    expect((await start(owner)).reference).toBe(reference);
    expect((await confirm(owner, client_secret, "4242424242424242")).statusCode).toBe(200);
    const [failed, succeeded] = await eventsOf(client_secret);
    expect([failed!.type, succeeded!.type]).toEqual(["payment_intent.payment_failed", "payment_intent.succeeded"]);
    for (const event of [succeeded!, failed!, succeeded!, failed!]) expect((await deliver(event)).statusCode).toBe(200);

    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ state: "paid", errorCode: null });
    const site = await siteOf(owner.siteId);
    expect(site.activeExpireDate!.getTime()).toBe(addMonths(payment.paidAt!, 18).getTime());
    expect(await receiptMails(owner.mail)).toHaveLength(1);
  });

  it("refuses a number that is no card number with a readable 422", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret } = await start(owner);
    const wrong = await confirm(owner, client_secret, "4242 4242 4242 4241");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errorDescription: { sv: "Kortnumret är ogiltigt. Kontrollera siffrorna och försök igen." }, fields: ["cardNumber"] });
  });

  it("an extension adds the product's months to the current expiry, exactly once however often its event comes", async () => {
    const owner = await registerOwner(t.app);
    const first = await start(owner);
    await confirm(owner, first.client_secret, "4242424242424242");
    expect(await confirmed(owner, first.reference)).toBe(true);
    const before = (await siteOf(owner.siteId)).activeExpireDate!;

    t.advanceTime(24 * 60 * 60_000);
    const extension = await start(owner, "extend_subdomain");
    await confirm(owner, extension.client_secret, "4242424242424242");
    const [event] = await eventsOf(extension.client_secret);
    await Promise.all([deliver(event!), deliver(event!), deliver(event!)]);
    expect(await confirmed(owner, extension.reference)).toBe(true);
    t.advanceTime(-24 * 60 * 60_000);
    expect((await siteOf(owner.siteId)).activeExpireDate!.getTime()).toBe(addMonths(before, 18).getTime());
    expect(await receiptMails(owner.mail, 2)).toHaveLength(2);
  });

  it("20 polls racing the webhook fulfil the payment once", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    await confirm(owner, client_secret, "4242424242424242");
    const [event] = await eventsOf(client_secret);
    const [webhook, ...polls] = await Promise.all([deliver(event!), ...Array.from({ length: 20 }, () => poll(owner, reference))]);
    expect(webhook!.statusCode).toBe(200);
    expect(polls.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await confirmed(owner, reference)).toBe(true);
    const payment = await paymentOf(reference);
    const site = await siteOf(owner.siteId);
    expect(site.activeDate!.getTime()).toBe(payment.paidAt!.getTime());
    expect(site.activeExpireDate!.getTime()).toBe(addMonths(payment.paidAt!, 18).getTime());
    const mails = await receiptMails(owner.mail);
    // A retried mail job finds the receipt already sent.
    await sendReceiptMail(t.deps, payment.id);
    expect(mails).toHaveLength(1);
    expect(await receiptMails(owner.mail)).toHaveLength(1);
  });
});

describe("the Stripe webhook", () => {
  const signed = (event: object, secret: string = SANDBOX_KEYS.webhookSecret) => {
    const payload = JSON.stringify(event);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };

  it("answers 400 to a bad, stale or missing signature and changes nothing", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret } = await start(owner);
    await confirm(owner, client_secret, "4242424242424242");
    const [event] = await eventsOf(client_secret);
    const forged = signed(JSON.parse(event!.payload), "whsec_guess");
    expect((await deliver(forged)).statusCode).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: event!.payload, secret: SANDBOX_KEYS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver({ payload: event!.payload, signature: stale })).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: "POST", url: "/api/webhooks/stripe", headers: { "content-type": "application/json" }, payload: event!.payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ isErrorResponse: true });
    expect((await siteOf(owner.siteId)).active).toBe(false);
  });

  it("never trusts the event's body: a signed 'succeeded' for an unpaid intent fulfils nothing", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    const intentId = client_secret.split("_secret_")[0]!;
    const lie = signed({ id: "evt_lie", object: "event", type: "payment_intent.succeeded", data: { object: { id: intentId, object: "payment_intent", status: "succeeded" } } });
    expect((await deliver(lie)).statusCode).toBe(200);
    expect((await paymentOf(reference)).fulfilledAt).toBeNull();
  });

  it("ignores events about unknown intents and other objects", async () => {
    const unknown = signed({ id: "evt_unknown", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_elsewhere", object: "payment_intent" } } });
    expect((await deliver(unknown)).statusCode).toBe(200);
    const charge = signed({ id: "evt_charge", object: "event", type: "charge.succeeded", data: { object: { id: "ch_1", object: "charge" } } });
    expect((await deliver(charge)).statusCode).toBe(200);
  });

  it("counts an event as handled only once it was processed: one that failed is processed on Stripe's retry", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    await confirm(owner, client_secret, "4242424242424242");
    const [event] = await eventsOf(client_secret);
    providerDown = true;
    const failed = await deliver(event!).finally(() => {
      providerDown = false;
    });
    expect(failed.statusCode).toBe(502);
    const eventId = (JSON.parse(event!.payload) as { id: string }).id;
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId))).toHaveLength(0);
    expect((await deliver(event!)).statusCode).toBe(200);
    expect((await paymentOf(reference)).fulfilledAt).not.toBeNull();
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId))).toHaveLength(1);
  });
});

describe("receipts", () => {
  it("shows the paid payment's receipt: product, VAT split, method, date, reference and seller", async () => {
    const owner = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    await confirm(owner, client_secret, "4242424242424242");
    expect(await confirmed(owner, reference)).toBe(true);
    const response = await owner.client.get(`/api/sites/${owner.siteId}/payment/receipt/${reference}`);
    expect(response.statusCode).toBe(200);
    const payment = await paymentOf(reference);
    expect(response.json()).toEqual({
      product: "subdomain",
      currency: "SEK",
      amountWithVat: 59900,
      amountVat: 11980,
      amountWithoutVat: 47920,
      paymentMethod: "card",
      date: formatDateTime(payment.paidAt!),
      reference,
      seller: { name: "Bröllopsbyrån AB", organisationNumber: "559999-1234", address: "Vägen 2, 123 45 Staden" },
    });
    expect(response.json().date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("answers 404 for an unknown or unpaid reference", async () => {
    const owner = await registerOwner(t.app);
    const { reference } = await start(owner);
    for (const ref of [reference, "NOSUCHREFERENCE1"]) {
      const response = await owner.client.get(`/api/sites/${owner.siteId}/payment/receipt/${ref}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorDescription: { sv: "Betalningen hittades inte." } });
    }
  });
});

describe("another account", () => {
  it("is refused on every payment route: 401 logged out, 403 on another's site, 404 for another's payment", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const { client_secret, reference } = await start(owner);
    const guest = agent(t.app);

    const create = `/api/sites/${owner.siteId}/payment/stripe`;
    const ownPoll = `/api/sites/${owner.siteId}/payment/stripe/${reference}`;
    const ownReceipt = `/api/sites/${owner.siteId}/payment/receipt/${reference}`;
    expect((await guest.post(create, { paymentProduct: "subdomain" })).statusCode).toBe(401);
    expect((await guest.get(ownPoll)).statusCode).toBe(401);
    expect((await guest.get(ownReceipt)).statusCode).toBe(401);
    expect((await guest.post("/api/sandbox/stripe/confirm", { clientSecret: client_secret, cardNumber: "4242424242424242" })).statusCode).toBe(401);

    expect((await other.client.post(create, { paymentProduct: "subdomain" })).statusCode).toBe(403);
    expect((await other.client.get(ownPoll)).statusCode).toBe(403);
    expect((await other.client.get(ownReceipt)).statusCode).toBe(403);

    // The other owner's own site with this owner's reference, or this owner's intent.
    expect((await other.client.get(`/api/sites/${other.siteId}/payment/stripe/${reference}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/sites/${other.siteId}/payment/receipt/${reference}`)).statusCode).toBe(404);
    const foreignConfirm = await other.client.post("/api/sandbox/stripe/confirm", { clientSecret: client_secret, cardNumber: "4242424242424242" });
    expect(foreignConfirm.statusCode).toBe(404);
    const [intentId] = client_secret.split("_secret_");
    expect((await owner.client.post("/api/sandbox/stripe/confirm", { clientSecret: `${intentId}_secret_guessed`, cardNumber: "4242424242424242" })).statusCode).toBe(404);
    expect(await stripe.cardPayments.retrieveIntent(intentId!)).toMatchObject({ status: "requires_payment_method" });
  });
});
