import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { followUpGiftSwishPayment, GIFT_SWISH_FOLLOW_UP_QUEUE } from "../../src/modules/giftRegistry/server/swishCommerce";
import { giftContributions, giftSwishPayments } from "../../src/server/db/schema";
import type { SwishCallback } from "../../src/server/providers/payments/swish/fakeSwish";
import { sandboxSwish } from "../../src/server/providers/payments/swish/sandbox";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

/**
 * Money gifts through the deployment's own Swish Commerce number (decision 100): the same pledge
 * call starts a payment request, and Swish's answer (callback, poll or follow-up) confirms it.
 */
let t: TestApp;
let plain: TestApp;
/** Swish's callbacks, captured so a test delivers them when, and as often as, it likes. */
const callbacks: SwishCallback[] = [];

beforeAll(async () => {
  const swish = sandboxSwish({ callbackUrl: "https://eventsite.test/api/webhooks/swish", deliver: async (callback) => void callbacks.push(callback) });
  [t, plain] = await Promise.all([createTestApp({ env: { SWISH_COMMERCE_GIFTS: "true" }, overrides: { swish } }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

// No number of the couple's own: the money goes to the deployment's Commerce number.
const giftList: SiteDocumentInput = {
  siteModules: [
    {
      id: "gifts",
      siteModuleType: "GiftRegistry",
      payeeNumber: null,
      giftRegistry: [
        { id: "trip", kind: "fund", title: { sv: "Bröllopsresan" }, goal: 30_000 },
        { id: "sofa", title: { sv: "Soffan" }, price: 3_000, shared: true, quantity: 1 },
      ],
    },
  ],
};

let numbers = 0;
/** A payer number no other test uses: Swish allows one request at a time per number (RP06). */
const payerNumber = () => `070${String(1_000_000 + ++numbers).slice(1)}`;

const give = (siteId: string, itemId: string, payload: Record<string, unknown>, app = t) =>
  app.app.inject({ method: "POST", url: `/api/gift-registry/${siteId}/gifts/${itemId}/contributions`, payload: { language: "sv", name: "Åsa Öberg", greeting: "Grattis & lycka till!", payerAlias: payerNumber(), ...payload }, remoteAddress: "203.0.113.9" });
const poll = (swishId: string) => t.app.inject({ method: "GET", url: `/api/gift-registry/swish/${swishId}` });
const payAsGuest = (swishId: string, body: object) => t.app.inject({ method: "POST", url: `/api/sandbox/swish/${swishId}`, payload: body });
const callbackOf = (swishId: string) => callbacks.filter((callback) => callback.body.id === swishId).at(-1)!;
const deliver = (callback: SwishCallback) => t.app.inject({ method: "POST", url: "/api/webhooks/swish", headers: { callbackidentifier: callback.callbackIdentifier! }, payload: callback.body });
const contributions = (siteId: string) => t.database.db.select().from(giftContributions).where(eq(giftContributions.siteId, siteId));
const paymentOf = async (swishId: string) => (await t.database.db.select().from(giftSwishPayments).where(eq(giftSwishPayments.swishId, swishId)))[0]!;

async function started(siteId: string, itemId: string, amount: number) {
  const answer = await give(siteId, itemId, { amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { swishId: string; giftRegistryReservations: { giftRegistryId: string; amountGiven?: number }[] };
}

describe("a money gift through Swish Commerce", () => {
  it("asks Swish for the amount from the guest's number, and ticks the gift received once Swish says PAID", async () => {
    const site = await publishedSite(t, giftList);
    const { swishId, giftRegistryReservations } = await started(site.siteId, "trip", 500);
    expect(swishId).toMatch(/^[0-9A-F]{32}$/);
    // Held while the guest answers in the app, so a shared gift is never given twice.
    expect(giftRegistryReservations).toContainEqual({ giftRegistryId: "trip", quantityReserved: 0, amountGiven: 500 });
    expect((await poll(swishId)).json()).toEqual({ status: "NOT_SET" });
    expect(await contributions(site.siteId)).toMatchObject([{ amountKronor: 500, app: "swish", receivedAt: null }]);

    expect((await payAsGuest(swishId, { status: "PAID" })).statusCode).toBe(204);
    // The callback twice at once with the guest's poll, then once more late: settled once.
    const answers = await Promise.all([deliver(callbackOf(swishId)), deliver(callbackOf(swishId)), poll(swishId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(callbackOf(swishId))).statusCode).toBe(200);
    expect((await poll(swishId)).json()).toEqual({ status: "PAID" });
    const [row] = await contributions(site.siteId);
    expect(row!.receivedAt).toBeInstanceOf(Date);
    expect(await paymentOf(swishId)).toMatchObject({ state: "paid", contributionId: row!.id });
    // The couple's list shows it received without a tick of theirs.
    const list = await site.client.get(`/api/sites/${site.siteId}/gifts`);
    expect(list.json().gifts).toMatchObject([{ kind: "contribution", amount: 500, receivedAt: expect.any(String) }]);
    expect(list.json().funds).toContainEqual(expect.objectContaining({ itemId: "trip", given: 500, received: 500 }));
  });

  it("takes the pledge away when the guest declines or Swish fails it, so it frees the shared gift again", async () => {
    const site = await publishedSite(t, giftList);
    const declined = await started(site.siteId, "sofa", 3_000);
    // The whole price is held: nobody else may give towards it meanwhile.
    expect((await give(site.siteId, "sofa", { amount: 100 })).statusCode).toBe(422);
    await payAsGuest(declined.swishId, { status: "DECLINED" });
    await deliver(callbackOf(declined.swishId));
    expect((await poll(declined.swishId)).json()).toEqual({ status: "DECLINED" });
    expect(await contributions(site.siteId)).toEqual([]);

    const failed = await started(site.siteId, "sofa", 3_000);
    await payAsGuest(failed.swishId, { status: "ERROR", errorCode: "RF07" });
    await deliver(callbackOf(failed.swishId));
    expect((await poll(failed.swishId)).json()).toEqual({ status: "ERROR", errorMessage: "Betalningen nekades av banken." });
    expect(await contributions(site.siteId)).toEqual([]);
    expect((await give(site.siteId, "sofa", { amount: 3_000 })).statusCode).toBe(201);
  });

  it("settles by the guest's poll and by the follow-up when no callback comes", async () => {
    const site = await publishedSite(t, giftList);
    const byPoll = await started(site.siteId, "trip", 200);
    await payAsGuest(byPoll.swishId, { status: "PAID" });
    expect((await poll(byPoll.swishId)).json()).toEqual({ status: "PAID" });

    const forgotten = await started(site.siteId, "trip", 300);
    const job = await t.database.db.$client.query("select start_after from pgboss.job where name = $1 and singleton_key = $2", [GIFT_SWISH_FOLLOW_UP_QUEUE, forgotten.swishId]);
    expect(job.rows).toHaveLength(1);
    // The guest closed the page without answering: the follow-up cancels the request and takes the pledge away.
    await followUpGiftSwishPayment(t.deps, forgotten.swishId);
    expect(await paymentOf(forgotten.swishId)).toMatchObject({ state: "cancelled", contributionId: null });
    expect((await contributions(site.siteId)).map((row) => row.amountKronor)).toEqual([200]);
  });

  it("refuses a missing or impossible number before asking Swish, and passes Swish's refusal on without keeping the pledge", async () => {
    const site = await publishedSite(t, giftList);
    const missing = await give(site.siteId, "trip", { amount: 500, payerAlias: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ fields: ["payerAlias"], validationMessage: "Du måste uppge ditt swish-nummer." });
    const english = await give(site.siteId, "trip", { amount: 500, payerAlias: "0701", language: "en" });
    expect(english.json().validationMessage).toMatch(/^The Swish number is invalid/);

    const number = payerNumber();
    expect((await give(site.siteId, "trip", { amount: 100, payerAlias: number })).statusCode).toBe(201);
    // One request at a time per number (RP06): Swish's own refusal.
    const busy = await give(site.siteId, "trip", { amount: 100, payerAlias: number });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().validationMessage).toMatch(/^Det finns redan en pågående betalning/);
    expect((await contributions(site.siteId)).map((row) => row.amountKronor)).toEqual([100]);
  });

  it("keeps a guest's payment their own: an unknown id is a 404, and the sandbox app answers only in sandbox mode", async () => {
    expect((await poll("0".repeat(32))).statusCode).toBe(404);
    expect((await poll("../../etc")).statusCode).toBe(404);
    expect((await payAsGuest("A".repeat(32), { status: "PAID" })).statusCode).toBe(401);
  });

  it("is off unless the deployment turns it on: pledges stay the guest's word to the couple's own number", async () => {
    const site = await publishedSite(plain, { siteModules: [{ ...(giftList.siteModules![0] as object), payeeNumber: "0701234567" }] } as SiteDocumentInput);
    const answer = await give(site.siteId, "trip", { amount: 500 }, plain);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().swishId).toBeUndefined();
    // Without the couple's number and without Commerce there is nothing to give to.
    const none = await publishedSite(plain, giftList);
    expect((await give(none.siteId, "trip", { amount: 500 }, plain)).json()).toMatchObject({ message: "The gift list has no number for money gifts" });
  });
});
