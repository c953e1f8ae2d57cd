import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeServer, listenOnLoopback } from "../../src/server/providers/loopbackServer";
import { deliveryCheckoutShipping } from "../../src/server/providers/shipping/nshift/deliveryCheckout";
import type { DeliveryOption } from "../../src/server/providers/shipping/nshift/options";
import { ShippingUnavailableError } from "../../src/server/providers/shipping/shipping";
import { createTestApp } from "../support/app";
import { startNshiftFake } from "../support/nshiftFake";

const key = { keyId: "WPWHV5VISQK7NZTN", keySecret: "VIGI53KEQHCN7FRGBF2HDDA7", deliveryCheckoutId: "ece27d51-614d-4339-9728-4113e16b87ff+37" };
const shippingAddress = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };
const request = { shippingAddress, quantity: 100, envelopes: "standard" as const };

/** Shaped like nShift's documented example answer: a home-delivery container, a collect option with service points, plus DHL Express and a carrier we do not know. */
const OPTIONS: DeliveryOption[] = [
  {
    id: "121f80bf-2652-43c7-9870-74de9d3157d9",
    name: "Hemleverans",
    carrierId: null,
    priceValue: null,
    subOptions: [{ id: "aa59c047-21cc-46fa-bb62-3ca2566b6bbe", name: "PostNord Varubrev", description1: "Leverans 2-4 vardagar", deliveryTime: "", carrierId: "PLAB", priceValue: 95, subOptions: [], agents: [] }],
    agents: [],
  },
  { id: "199e9ed0-5abf-4109-9899-270cf39f7138", name: "MyPack Collect", deliveryTime: "1-3", carrierId: "PLAB", priceValue: 129, subOptions: [], agents: [{ id: "74383", name: "Agent name", zipCode: "11111", city: "STOCKHOLM", country: "SE" }] },
  { id: "5d0c2a8e-0f3b-4d6e-9a51-2b7c8d9e0f1a", name: "DHL Express", deliveryTime: "1", carrierId: "DHLEXPRESS", priceValue: 249, subOptions: [], agents: [] },
  { id: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", name: "Budbee Box", deliveryTime: "1-2", carrierId: "BUDBEE", priceValue: 49, subOptions: [], agents: [] },
];

let fake: Awaited<ReturnType<typeof startNshiftFake>>;
const warnings: string[] = [];
const adapter = (overrides: Partial<Parameters<typeof deliveryCheckoutShipping>[0]> = {}) =>
  deliveryCheckoutShipping({ apiUrl: fake.apiUrl, ...key, market: "se", warn: (message) => warnings.push(message), timeoutMs: 500, ...overrides });

beforeAll(async () => {
  fake = await startNshiftFake({ ...key, options: OPTIONS });
});
afterAll(() => fake.close());

describe("the nShift adapter's delivery options", () => {
  it("asks with the API key as Basic auth, the market's currency, language and country, the address and the parcel's weight", async () => {
    const before = fake.requests.length;
    await adapter().quote(request);
    const [asked] = fake.requests.slice(before);
    expect(asked!.method).toBe("GET");
    expect(asked!.authorization).toBe(`Basic ${Buffer.from("WPWHV5VISQK7NZTN:VIGI53KEQHCN7FRGBF2HDDA7").toString("base64")}`);
    expect(asked!.url.pathname).toBe("/rs-extapi/v1/delivery-checkouts/ece27d51-614d-4339-9728-4113e16b87ff%2B37");
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      currency: "SEK",
      language: "sv",
      tocountry: "SE",
      tozipcode: "11122",
      tostreet: "Storgatan 1",
      tocity: "Stockholm",
      // 50 g packaging + 100 × (5 g card + 5 g envelope)
      weight: "1.050",
    });
  });

  it("become shipment methods, and an unknown carrier is logged as a warning and left out", async () => {
    warnings.length = 0;
    expect(await adapter().quote(request)).toEqual([
      { name: "PostNord Varubrev", type: "normal", price: 9500, minDeliveryDays: 2, maxDeliveryDays: 4, shipmentMethodUid: "aa59c047-21cc-46fa-bb62-3ca2566b6bbe", carrier: "postnord" },
      { name: "MyPack Collect", type: "pick_up", price: 12900, minDeliveryDays: 1, maxDeliveryDays: 3, shipmentMethodUid: "199e9ed0-5abf-4109-9899-270cf39f7138", carrier: "postnord" },
      { name: "DHL Express", type: "express", price: 24900, minDeliveryDays: 1, maxDeliveryDays: 1, shipmentMethodUid: "5d0c2a8e-0f3b-4d6e-9a51-2b7c8d9e0f1a", carrier: "dhl_express" },
    ]);
    expect(warnings).toEqual(['nShift delivery option "Budbee Box" (9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d) skipped: unknown shipment carrier BUDBEE']);
  });

  it("are asked in Danish kroner and Danish for Denmark", async () => {
    const before = fake.requests.length;
    await adapter({ market: "dk" }).quote({ ...request, shippingAddress: { ...shippingAddress, postCode: "2100", city: "København Ø" } });
    expect(Object.fromEntries(fake.requests[before]!.url.searchParams)).toMatchObject({ currency: "DKK", language: "da", tocountry: "DK", tozipcode: "2100" });
  });
});

describe("the nShift adapter's failures", () => {
  const refusal = (quote: Promise<unknown>) => quote.then(() => undefined, (error: unknown) => error as Error);

  it("names nShift's status and message when it refuses, as with a wrong API key", async () => {
    const wrongKey = await refusal(adapter({ keySecret: "WRONG" }).quote(request));
    expect(wrongKey).toBeInstanceOf(ShippingUnavailableError);
    expect(wrongKey!.message).toBe("nShift answered 401 to the delivery options: Invalid or expired token");
    fake.state.next = (response) => response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ code: "INTERNAL", message: "Internal error" }));
    expect((await refusal(adapter().quote(request)))!.message).toBe("nShift answered 500 to the delivery options: Internal error");
  });

  it("gives up on an nShift that does not answer in time", async () => {
    fake.state.next = () => {};
    const started = Date.now();
    const error = await refusal(adapter({ timeoutMs: 200 }).quote(request));
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect(error!.message).toBe("nShift did not answer within 200 ms for the delivery options");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops reading an answer past 256 KB, announced or streamed", async () => {
    fake.state.next = (response) => response.writeHead(200, { "content-type": "application/json", "content-length": String(10_000_000) }).write("[");
    expect((await refusal(adapter().quote(request)))!.message).toBe("nShift answered more than 262144 bytes");
    fake.state.next = (response) => {
      response.writeHead(200, { "content-type": "application/json" });
      for (let chunk = 0; chunk < 40; chunk++) response.write("x".repeat(10_000));
      response.end();
    };
    expect((await refusal(adapter().quote(request)))!.message).toBe("nShift answered more than 262144 bytes");
  });

  it("refuses an answer without the options list", async () => {
    fake.state.next = (response) => response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
    expect((await refusal(adapter().quote(request)))!.message).toBe("nShift answered delivery options without the options list we read");
  });

  it("says so when nShift cannot be reached", async () => {
    const closed = http.createServer();
    const port = await listenOnLoopback(closed);
    await closeServer(closed);
    const error = await refusal(adapter({ apiUrl: `http://127.0.0.1:${port}/rs-extapi/v1/` }).quote(request));
    expect(error).toBeInstanceOf(ShippingUnavailableError);
    expect(error!.message).toBe("nShift could not be reached (ECONNREFUSED) for the delivery options");
  });

  it("sends the API key over HTTPS only, or to a loopback fake", () => {
    expect(() => adapter({ apiUrl: "http://api.unifaun.com/rs-extapi/v1/" })).toThrow(/HTTPS/);
  });
});

describe("the nShift adapter's booking", () => {
  it("prepares the chosen option as a shipment under the order id, for the receiver, and gives the order id back as reference", async () => {
    const before = fake.requests.length;
    const booking = await adapter().book({ ...request, orderId: "3f2c9a1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b", shipmentMethodUid: "199e9ed0-5abf-4109-9899-270cf39f7138" });
    expect(booking).toEqual({ reference: "3f2c9a1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b" });
    const [posted] = fake.requests.slice(before);
    expect(posted!.method).toBe("POST");
    expect(posted!.url.pathname).toBe("/rs-extapi/v1/delivery-checkouts/ece27d51-614d-4339-9728-4113e16b87ff%2B37");
    expect(posted!.authorization).toMatch(/^Basic /);
    expect(posted!.body).toEqual({
      prepareId: "3f2c9a1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b",
      selectedOptionId: "199e9ed0-5abf-4109-9899-270cf39f7138",
      returnShipmentData: false,
      weight: "1.050",
      shipment: {
        orderNo: "3f2c9a1e-7b6d-4e5f-8a9b-0c1d2e3f4a5b",
        receiver: { name: "Anna Berg", address1: "Storgatan 1", zipcode: "11122", city: "Stockholm", country: "SE", email: "anna@example.se", phone: "+46701234567", sms: "+46701234567" },
      },
    });
  });

  it("fails clearly when nShift refuses the booking", async () => {
    fake.state.next = (response) => response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify([{ field: "selectedOptionId", message: "Unknown option" }]));
    await expect(adapter().book({ ...request, orderId: "o", shipmentMethodUid: "gone" })).rejects.toThrow("nShift answered 400 to the shipment booking: Unknown option");
  });
});

describe("the configured shipping", () => {
  it("is the nShift adapter when NSHIFT_* is set, its warnings in the server log", async () => {
    const t = await createTestApp({ env: { NSHIFT_API_URL: fake.apiUrl, NSHIFT_API_KEY_ID: key.keyId, NSHIFT_API_KEY_SECRET: key.keySecret, NSHIFT_DELIVERY_CHECKOUT_ID: key.deliveryCheckoutId } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(t.deps.shipping.sandbox).toBe(false);
      expect((await t.deps.shipping.quote(request)).map((method) => method.carrier)).toEqual(["postnord", "postnord", "dhl_express"]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown shipment carrier BUDBEE"), undefined);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });

  it("is the sandbox without it", async () => {
    const t = await createTestApp();
    try {
      expect(t.deps.shipping.sandbox).toBe(true);
    } finally {
      await t.close();
    }
  });
});
