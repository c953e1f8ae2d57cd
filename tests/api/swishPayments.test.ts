import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SWISH_POLL_TIMEOUT_MS } from "../../src/domain/payments/payments";
import { addMonths } from "../../src/domain/publication";
import { payments, sites } from "../../src/server/db/schema";
import { callbackIdentifierFor } from "../../src/server/features/payments/swishCallbackIdentifier";
import { followUpSwishPayment, SWISH_FOLLOW_UP_QUEUE } from "../../src/server/features/payments/swishFollowUp";
import type { SwishCallback } from "../../src/server/providers/payments/swish/fakeSwish";
import { sandboxSwish } from "../../src/server/providers/payments/swish/sandbox";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
/** Swish's callbacks, captured so a test delivers them when, and as often as, it likes. */
const callbacks: SwishCallback[] = [];

beforeAll(async () => {
  const swish = sandboxSwish({ callbackUrl: "https://eventsite.test/api/webhooks/swish", deliver: async (callback) => void callbacks.push(callback) });
  t = await createTestApp({ overrides: { swish } });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;

let numbers = 0;
/** A payer number no other test uses: Swish allows one request at a time per number (RP06). */
const payerNumber = () => `070${String(1_000_000 + ++numbers).slice(1)}`;

async function startPayment(owner: Owner, body: object = { paymentProduct: "subdomain", payerAlias: payerNumber() }) {
  return owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, body);
}

async function started(owner: Owner) {
  const response = await startPayment(owner);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { swishId: string; reference: string };
}

const poll = (owner: Owner, swishId: string, headers?: Record<string, string>) => owner.client.get(`/api/swishPayments/${swishId}`, headers);
const answer = (owner: Owner, swishId: string, body: object) => owner.client.post(`/api/sandbox/swish/${swishId}`, body);
const callbackOf = (swishId: string) => callbacks.filter((callback) => callback.body.id === swishId).at(-1)!;
const deliver = (callback: SwishCallback, identifier = callback.callbackIdentifier) =>
  t.app.inject({ method: "POST", url: "/api/webhooks/swish", headers: identifier ? { callbackidentifier: identifier } : {}, payload: callback.body });

const siteOf = async (siteId: string) => (await t.database.db.select().from(sites).where(eq(sites.id, siteId)))[0]!;
const paymentOf = async (swishId: string) => (await t.database.db.select().from(payments).where(eq(payments.providerId, swishId)))[0]!;

/** Published once: the period runs 18 months (wedding) from its start, not 36. */
async function expectPublishedOnce(siteId: string) {
  const site = await siteOf(siteId);
  expect(site.active).toBe(true);
  expect(site.activeExpireDate).toEqual(addMonths(site.activeDate!, 18));
}

describe("POST /api/sites/{siteId}/payment/swish", () => {
  it("asks Swish for the product's price from the normalised number and answers the swish id and reference", async () => {
    const owner = await registerOwner(t.app);
    const response = await startPayment(owner, { paymentProduct: "subdomain", payerAlias: " +0701234500 " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ swishId: expect.stringMatching(/^[0-9A-F]{32}$/), reference: expect.stringMatching(/^[A-Z2-9]{16}$/) });
    const payment = await paymentOf(body.swishId);
    expect(payment).toMatchObject({ reference: body.reference, product: "subdomain", amount: 59900, currency: "SEK", months: 18, provider: "swish", payerAlias: "46701234500", state: "pending" });
    expect((await poll(owner, body.swishId)).json()).toEqual({ status: "NOT_SET" });
  });

  it("refuses a missing or impossible number with the spec's validationMessage, before asking Swish", async () => {
    const owner = await registerOwner(t.app);
    const missing = await startPayment(owner, { paymentProduct: "subdomain", payerAlias: "  " });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ isErrorResponse: true, validationMessage: "Du måste uppge ditt swish-nummer.", fields: ["payerAlias"] });
    expect((await startPayment(owner, { paymentProduct: "subdomain" })).json().validationMessage).toBe("Du måste uppge ditt swish-nummer.");
    const short = await startPayment(owner, { paymentProduct: "subdomain", payerAlias: "0701" });
    expect(short.statusCode).toBe(422);
    expect(short.json().validationMessage).toMatch(/^Swish-numret är ogiltigt/);
    expect(await t.database.db.select().from(payments).where(eq(payments.accountId, (await siteOf(owner.siteId)).accountId))).toEqual([]);
  });

  it("passes Swish's own refusal on as a 422 with validationMessage, in the owner's language", async () => {
    const number = payerNumber();
    expect((await startPayment(await registerOwner(t.app), { paymentProduct: "subdomain", payerAlias: number })).statusCode).toBe(201);
    // Another site paying from the same number, which is still paying the first: Swish refuses it (RP06).
    const owner = await registerOwner(t.app);
    const second = await startPayment(owner, { paymentProduct: "subdomain", payerAlias: number });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Swish-numret godtogs inte." } });
    expect(second.json().validationMessage).toMatch(/^Det finns redan en pågående betalning för det här numret/);
    const english = await owner.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: number }, { cookie: `${[...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")}; lang=en` });
    expect(english.json().validationMessage).toMatch(/^There is already a payment in progress/);
  });

  it("sells only what the site may buy now", async () => {
    const owner = await registerOwner(t.app);
    const unknown = await startPayment(owner, { paymentProduct: "everything", payerAlias: payerNumber() });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual(["paymentProduct"]);
    const extend = await startPayment(owner, { paymentProduct: "extend_subdomain", payerAlias: payerNumber() });
    expect(extend.statusCode).toBe(422);
    expect(extend.json().errorDescription.sv).toMatch(/^Det här går inte att köpa/);
  });

  it("is limited per account, counting starts refused while the first waits for the payer", async () => {
    const owner = await registerOwner(t.app);
    expect((await startPayment(owner)).statusCode).toBe(201);
    for (let i = 1; i < 10; i++) expect((await startPayment(owner)).statusCode).toBe(409);
    expect((await startPayment(owner)).statusCode).toBe(429);
    expect((await startPayment(await registerOwner(t.app))).statusCode).toBe(201);
  });
});

describe("a Swish payment's statuses", () => {
  it("PAID: the payer approves, the callback is checked with Swish, and the site is published", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    expect((await answer(owner, swishId, { status: "PAID" })).statusCode).toBe(204);
    expect((await siteOf(owner.siteId)).active).toBe(false);
    expect((await deliver(callbackOf(swishId))).statusCode).toBe(200);
    await expectPublishedOnce(owner.siteId);
    expect((await poll(owner, swishId)).json()).toEqual({ status: "PAID" });
    expect(await paymentOf(swishId)).toMatchObject({ state: "paid", fulfilledAt: expect.any(Date) });
  });

  it("PAID without any callback: the owner's poll asks Swish itself", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    await answer(owner, swishId, { status: "PAID" });
    expect((await poll(owner, swishId)).json()).toEqual({ status: "PAID" });
    await expectPublishedOnce(owner.siteId);
  });

  it("DECLINED, CANCELLED and ERROR end the payment without publishing; ERROR carries a readable message", async () => {
    const owner = await registerOwner(t.app);
    const outcomes: [object, object][] = [
      [{ status: "DECLINED" }, { status: "DECLINED" }],
      [{ status: "CANCELLED" }, { status: "CANCELLED" }],
      [{ status: "ERROR", errorCode: "BANKIDCL" }, { status: "ERROR", errorMessage: "Du avbröt signeringen med BankID." }],
      [{ status: "ERROR", errorCode: "DS24" }, { status: "ERROR", errorMessage: expect.stringContaining("vet inte om betalningen gick igenom") }],
      [{ status: "ERROR" }, { status: "ERROR", errorMessage: "Banken kunde inte behandla betalningen. Försök igen om en stund." }],
    ];
    for (const [payerAnswer, pollAnswer] of outcomes) {
      const { swishId } = await started(owner);
      await answer(owner, swishId, payerAnswer);
      expect((await deliver(callbackOf(swishId))).statusCode).toBe(200);
      expect((await poll(owner, swishId)).json()).toEqual(pollAnswer);
    }
    expect((await siteOf(owner.siteId)).active).toBe(false);
  });

  it("ERROR's message follows the interface language", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    await answer(owner, swishId, { status: "ERROR", errorCode: "TM01" });
    const cookie = (lang: string) => ({ cookie: `${[...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")}; lang=${lang}` });
    expect((await poll(owner, swishId, cookie("en"))).json()).toEqual({ status: "ERROR", errorMessage: "The payment was not approved in the Swish app in time. Please try again." });
    expect((await poll(owner, swishId, cookie("da"))).json().errorMessage).toBe("Betalingen blev ikke godkendt i Swish-appen i tide. Prøv igen.");
  });
});

describe("POST /api/webhooks/swish", () => {
  it("fulfils once however often and in whatever order the callbacks come", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    // A callback claiming PAID before Swish says so changes nothing: the body is never trusted.
    const identifier = await callbackIdentifierFor(t.deps.db, swishId);
    const early = await deliver({ url: "", body: { ...(await t.deps.swish.retrievePaymentRequest(swishId)), status: "PAID" } as never, callbackIdentifier: identifier });
    expect(early.statusCode).toBe(200);
    expect((await paymentOf(swishId)).state).toBe("pending");
    await answer(owner, swishId, { status: "PAID" });
    const paid = callbackOf(swishId);
    expect(paid.callbackIdentifier).toBe(identifier);
    // Swish's retries of the real callback, at once and later.
    for (const response of await Promise.all([deliver(paid), deliver(paid), deliver(paid)])) expect(response.statusCode).toBe(200);
    expect((await paymentOf(swishId)).state).toBe("paid");
    expect((await deliver(paid)).statusCode).toBe(200);
    // A stale callback naming another status cannot undo the payment either.
    expect((await deliver({ ...paid, body: { ...paid.body, status: "ERROR", errorCode: "RF07" } })).statusCode).toBe(200);
    await expectPublishedOnce(owner.siteId);
    expect(await paymentOf(swishId)).toMatchObject({ state: "paid", errorCode: null });
    expect((await poll(owner, swishId)).json()).toEqual({ status: "PAID" });
  });

  it("fulfils once when 20 polls race the callback", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    await answer(owner, swishId, { status: "PAID" });
    const [callback, ...polls] = await Promise.all([deliver(callbackOf(swishId)), ...Array.from({ length: 20 }, () => poll(owner, swishId))]);
    expect(callback!.statusCode).toBe(200);
    for (const response of polls) expect(["PAID", "NOT_SET"]).toContain(response.json().status);
    expect((await poll(owner, swishId)).json()).toEqual({ status: "PAID" });
    await expectPublishedOnce(owner.siteId);
  });

  it("refuses a callback without the identifier issued for that payment request", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const first = await started(owner);
    const second = await started(other);
    await answer(owner, first.swishId, { status: "PAID" });
    await answer(other, second.swishId, { status: "PAID" });
    const callback = callbackOf(first.swishId);
    expect((await deliver(callback, "0".repeat(32))).statusCode).toBe(403);
    expect((await deliver(callback, callbackOf(second.swishId).callbackIdentifier)).statusCode).toBe(403);
    expect((await deliver(callback, "")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/webhooks/swish", payload: { id: "../../etc" } })).statusCode).toBe(403);
    expect((await paymentOf(first.swishId)).state).toBe("pending");
    expect((await siteOf(owner.siteId)).active).toBe(false);
    // The right identifier still counts after the refused ones.
    expect((await deliver(callback)).statusCode).toBe(200);
    expect((await paymentOf(first.swishId)).state).toBe("paid");
  });
});

describe("the server's follow-up after the client's time-out", () => {
  it("cancels a request the payer never answered, so a late approval cannot charge", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    await followUpSwishPayment(t.deps, swishId);
    expect((await t.deps.swish.retrievePaymentRequest(swishId))?.status).toBe("CANCELLED");
    expect((await poll(owner, swishId)).json()).toEqual({ status: "CANCELLED" });
    expect((await answer(owner, swishId, { status: "PAID" })).statusCode).toBe(422);
    expect((await siteOf(owner.siteId)).active).toBe(false);
  });

  it("runs as a durable job queued with the payment", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    const [queued] = (await t.database.db.$client.query("select start_after from pgboss.job where name = $1 and singleton_key = $2", [SWISH_FOLLOW_UP_QUEUE, swishId])).rows;
    expect(new Date(queued.start_after).getTime()).toBeGreaterThan(Date.now() + SWISH_POLL_TIMEOUT_MS);
    // The same work, due now (the queued one waits its six minutes).
    await t.deps.jobs.send(SWISH_FOLLOW_UP_QUEUE, { swishId });
    await expect.poll(async () => (await paymentOf(swishId)).state, { timeout: 15_000 }).toBe("cancelled");
  });

  it("settles a payment the payer approved when neither callback nor poll came", async () => {
    const owner = await registerOwner(t.app);
    const { swishId } = await started(owner);
    await answer(owner, swishId, { status: "PAID" });
    await followUpSwishPayment(t.deps, swishId);
    await followUpSwishPayment(t.deps, swishId);
    await expectPublishedOnce(owner.siteId);
  });
});

describe("refusals across accounts", () => {
  it("answers 401 logged out and 403 or 404 for another owner's site, payment or Swish id on every Swish route", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const { swishId } = await started(owner);
    const anonymous = agent(t.app);
    expect((await anonymous.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: payerNumber() })).statusCode).toBe(401);
    expect((await other.client.post(`/api/sites/${owner.siteId}/payment/swish`, { paymentProduct: "subdomain", payerAlias: payerNumber() })).statusCode).toBe(403);
    expect((await anonymous.get(`/api/swishPayments/${swishId}`)).statusCode).toBe(401);
    expect((await other.client.get(`/api/swishPayments/${swishId}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/swishPayments/${"A".repeat(32)}`)).statusCode).toBe(404);
    expect((await other.client.get("/api/swishPayments/not-an-id")).statusCode).toBe(404);
    expect((await anonymous.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" })).statusCode).toBe(401);
    expect((await other.client.post(`/api/sandbox/swish/${swishId}`, { status: "PAID" })).statusCode).toBe(404);
    expect((await t.deps.swish.retrievePaymentRequest(swishId))?.status).toBe("CREATED");
  });
});
