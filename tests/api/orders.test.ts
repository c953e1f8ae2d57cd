import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { Envelopes } from "../../src/domain/orders/orderPayload";
import type { CardTrim } from "../../src/domain/print/layouts";
import { orders } from "../../src/server/db/schema";
import { ORDER_LIMITS } from "../../src/server/features/orders/routes";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { cardBody, createCard } from "../support/print";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };
const LETTER = "sandbox-postnord-letter";
const EXPRESS = "sandbox-dhl-express";

/** An owner with one card of the given trim. */
async function ownerWithCard(trim: CardTrim = "rounded") {
  const owner = await registerOwner(t.app);
  const printId = await createCard(owner.client, owner.siteId, { ...cardBody(), trim });
  return { ...owner, printId };
}

const orderBody = (siteId: string, printId: string, change: object = {}) => ({
  print: printId,
  site: siteId,
  quantity: 10,
  envelopes: "none",
  shipmentMethodUid: LETTER,
  shipmentMethodName: "PostNord Varubrev",
  shippingAddress: address,
  ...change,
});

const quoteBody = (printId: string, change: object = {}) => ({ print: printId, quantity: 10, envelopes: "none", shippingAddress: address, ...change });

async function order(client: Agent, body: object): Promise<string> {
  const response = await client.post("/api/orders/", body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

const storedOrders = (siteId: string) => t.database.db.select().from(orders).where(eq(orders.siteId, siteId));

describe("shipment methods", () => {
  it("lists the sandbox's methods, cheapest first", async () => {
    const { client, printId } = await ownerWithCard();
    const response = await client.post("/api/orders/shipmentMethods/", quoteBody(printId, { quantity: 150, envelopes: "premium" }));
    expect(response.statusCode, response.body).toBe(200);
    const methods = (response.json() as { shipmentMethods: { shipmentMethodUid: string; price: number }[] }).shipmentMethods;
    expect(methods.map((method) => [method.shipmentMethodUid, method.price])).toEqual([
      [LETTER, 9500],
      ["sandbox-postnord-service-point", 12900],
      [EXPRESS, 24900],
    ]);
    expect(methods[0]).toEqual({ shipmentMethodUid: LETTER, name: "PostNord Varubrev", type: "normal", carrier: "postnord", price: 9500, minDeliveryDays: 2, maxDeliveryDays: 4 });
  });

  it("is a 502 the checkout shows as 'Misslyckades att hämta leveransalternativ' when the carrier fails", async () => {
    const { client, printId } = await ownerWithCard();
    const response = await client.post("/api/orders/shipmentMethods/", quoteBody(printId, { shippingAddress: { ...address, postCode: "000 00" } }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.shipmentMethodsFailed });
    expect(ERROR_TEXTS.shipmentMethodsFailed.sv).toBe("Misslyckades att hämta leveransalternativ");
  });

  it("refuses a bad request with a 422 naming the fields", async () => {
    const { client, printId } = await ownerWithCard();
    const response = await client.post("/api/orders/shipmentMethods/", quoteBody(printId, { quantity: 15, shippingAddress: { ...address, city: " " } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual(expect.arrayContaining(["quantity", "shippingAddress.city"]));
  });

  it("stops an account's quotes after the per-minute limit, not another account's", async () => {
    const { client, siteId, printId } = await ownerWithCard();
    for (let i = 0; i < ORDER_LIMITS.quotes.max; i++) {
      expect((await client.post("/api/orders/shipmentMethods/", quoteBody(printId))).statusCode).toBe(200);
    }
    const refused = await client.post("/api/orders/shipmentMethods/", quoteBody(printId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.tooManyRequests });
    // An order creation quotes again, so it counts against the same limit.
    expect((await client.post("/api/orders/", orderBody(siteId, printId))).statusCode).toBe(429);
    const other = await ownerWithCard();
    expect((await other.client.post("/api/orders/shipmentMethods/", quoteBody(other.printId))).statusCode).toBe(200);
  });
});

describe("creating an order", () => {
  // Totals as worked out by hand in src/domain/orders/invitationPrice.test.ts: the letter costs the spec's 95 kr.
  const cases: [quantity: number, envelopes: Envelopes, trim: CardTrim, total: number, vat: number][] = [
    [10, "none", "none", 24500, 4900],
    [10, "premium", "rounded", 31500, 6300],
    [150, "standard", "rounded", 309500, 61900],
    [300, "premium", "none", 609500, 121900],
  ];

  it.each(cases)("%i cards, %s envelopes, %s trim on the card: %i öre, VAT %i", async (quantity, envelopes, trim, total, vat) => {
    const { client, siteId, printId } = await ownerWithCard(trim);
    const id = await order(client, orderBody(siteId, printId, { quantity, envelopes }));
    const response = await client.get(`/api/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      totalInclVat: total,
      totalVat: vat,
      shipment: { priceInclVat: 9500 },
      items: [{ print: printId, title: "Anna & Erik", priceInclVat: total - 9500 }],
      quantity,
      envelopes,
      trim,
      shippingAddress: address,
      shipmentMethod: { shipmentMethodUid: LETTER, price: 9500 },
      status: "awaitingPayment",
    });
    const [row] = await storedOrders(siteId);
    expect(row!.paidAt).toBeNull();
    expect((row!.priceLines as { amount: number }[]).reduce((sum, line) => sum + line.amount, 0)).toBe(total);
  });

  it("takes the method's price from a fresh quote, whatever name the client sends", async () => {
    const { client, siteId, printId } = await ownerWithCard("none");
    const id = await order(client, orderBody(siteId, printId, { shipmentMethodUid: EXPRESS, shipmentMethodName: "Gratis frakt", price: 0 }));
    const loaded = (await client.get(`/api/orders/${id}`)).json();
    // 10 cards at 15 kr and DHL Express at 249 kr; VAT a fifth.
    expect(loaded).toMatchObject({ totalInclVat: 39900, totalVat: 7980, shipment: { priceInclVat: 24900 }, shipmentMethod: { name: "DHL Express" } });
  });

  it("uses the card's trim at order time, not a later change", async () => {
    const { client, siteId, printId } = await ownerWithCard("rounded");
    const id = await order(client, orderBody(siteId, printId));
    expect((await client.put(`/api/prints/${printId}`, { ...cardBody(), trim: "none" })).statusCode).toBe(200);
    expect((await client.get(`/api/orders/${id}`)).json()).toMatchObject({ trim: "rounded", totalInclVat: 26500 });
  });

  it("refuses a bad payload, an unknown method, another site's card, or a failing carrier, storing nothing", async () => {
    const { client, siteId, printId } = await ownerWithCard();
    const second = await registerOwner(t.app);
    const cases: [object, number, string[] | undefined][] = [
      [{ quantity: 55 }, 422, ["quantity"]],
      [{ envelopes: "gold" }, 422, ["envelopes"]],
      [{ shippingAddress: { ...address, email: "anna" } }, 422, ["shippingAddress.email"]],
      [{ shipmentMethodUid: "sandbox-teleport" }, 422, ["shipmentMethodUid"]],
      [{ site: second.siteId }, 422, ["site"]],
      [{ shippingAddress: { ...address, postCode: "00000" } }, 502, undefined],
    ];
    for (const [change, status, fields] of cases) {
      const response = await client.post("/api/orders/", orderBody(siteId, printId, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().fields).toEqual(fields);
    }
    expect(await storedOrders(siteId)).toEqual([]);
    expect(await storedOrders(second.siteId)).toEqual([]);
  });
});

describe("an order is its site owner's only", () => {
  it("answers 401 logged out on every call", async () => {
    const { client, siteId, printId } = await ownerWithCard();
    const id = await order(client, orderBody(siteId, printId));
    const stranger = agent(t.app);
    for (const response of [
      await stranger.post("/api/orders/shipmentMethods/", quoteBody(printId)),
      await stranger.post("/api/orders/", orderBody(siteId, printId)),
      await stranger.get(`/api/orders/${id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().isErrorResponse).toBe(true);
    }
  });

  it("answers 403 for another account's card or order, and 404 for unknown ones, storing nothing", async () => {
    const owner = await ownerWithCard();
    const id = await order(owner.client, orderBody(owner.siteId, owner.printId));
    const other = await registerOwner(t.app);
    const unknown = "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5";
    const cases: [Promise<{ statusCode: number; json: () => { isErrorResponse: boolean } }>, number][] = [
      [other.client.post("/api/orders/shipmentMethods/", quoteBody(owner.printId)), 403],
      [other.client.post("/api/orders/", orderBody(owner.siteId, owner.printId)), 403],
      [other.client.post("/api/orders/", orderBody(other.siteId, owner.printId)), 403],
      [other.client.get(`/api/orders/${id}`), 403],
      [other.client.post("/api/orders/shipmentMethods/", quoteBody(unknown)), 404],
      [other.client.post("/api/orders/", orderBody(other.siteId, unknown)), 404],
      [other.client.get(`/api/orders/${unknown}`), 404],
      [other.client.get("/api/orders/not-an-id"), 404],
    ];
    for (const [response, status] of cases) {
      const answered = await response;
      expect(answered.statusCode).toBe(status);
      expect(answered.json().isErrorResponse).toBe(true);
    }
    expect(await storedOrders(other.siteId)).toEqual([]);
    expect(await storedOrders(owner.siteId)).toHaveLength(1);
  });
});
