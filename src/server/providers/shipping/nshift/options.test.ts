import { describe, expect, it } from "vitest";
import { deliveryOptionsSchema, shipmentMethods, type DeliveryOption } from "./options";

const option = (overrides: Partial<DeliveryOption>): DeliveryOption => ({ id: "o1", name: "PostNord Varubrev", carrierId: "PLAB", priceValue: 95, deliveryTime: "2-4", ...overrides });

const mapped = (options: DeliveryOption[]) => {
  const warnings: string[] = [];
  return { methods: shipmentMethods(options, (message) => warnings.push(message)), warnings };
};

describe("shipmentMethods from nShift's delivery options", () => {
  it("maps carrier, price in öre, delivery days and the option id", () => {
    expect(mapped([option({ priceValue: 94.5 })]).methods).toEqual([
      { name: "PostNord Varubrev", type: "normal", price: 9450, minDeliveryDays: 2, maxDeliveryDays: 4, shipmentMethodUid: "o1", carrier: "postnord" },
    ]);
  });

  it("takes pick-up from service points, express from DHL Express, and days from the first description when the delivery time is empty", () => {
    const { methods } = mapped([
      option({ id: "collect", name: "MyPack Collect", deliveryTime: null, description1: "Leverans 1–3 vardagar", agents: [{ id: "74383" }] }),
      option({ id: "express", name: "DHL Express", carrierId: "DHLEXPRESS", deliveryTime: "1 dag" }),
    ]);
    expect(methods.map(({ shipmentMethodUid, type, carrier, minDeliveryDays, maxDeliveryDays }) => [shipmentMethodUid, type, carrier, minDeliveryDays, maxDeliveryDays])).toEqual([
      ["collect", "pick_up", "postnord", 1, 3],
      ["express", "express", "dhl_express", 1, 1],
    ]);
  });

  it("flattens containers into their sub-options, as nShift's own example nests home delivery", () => {
    const home = option({ id: "home", name: "Hemleverans", carrierId: null, priceValue: null, subOptions: [option({ id: "parcel", name: "PostNord Parcel", priceValue: 20, deliveryTime: "", description1: "Leverans 1-2 vardagar" })] });
    expect(mapped([home]).methods).toMatchObject([{ shipmentMethodUid: "parcel", price: 2000, minDeliveryDays: 1, maxDeliveryDays: 2 }]);
  });

  it("skips with a warning an unknown carrier, a missing price or unreadable days", () => {
    const { methods, warnings } = mapped([
      option({ id: "budbee", name: "Budbee Box", carrierId: "BUDBEE" }),
      option({ id: "shop", name: "Hämta i butik", carrierId: null }),
      option({ id: "free", priceValue: null }),
      option({ id: "soon", deliveryTime: "snart", description1: "" }),
      option({ id: "backwards", deliveryTime: "5-2" }),
      option({ id: "ok" }),
    ]);
    expect(methods.map((method) => method.shipmentMethodUid)).toEqual(["ok"]);
    expect(warnings).toEqual([
      'nShift delivery option "Budbee Box" (budbee) skipped: unknown shipment carrier BUDBEE',
      'nShift delivery option "Hämta i butik" (shop) skipped: unknown shipment carrier (none)',
      'nShift delivery option "PostNord Varubrev" (free) skipped: no price',
      'nShift delivery option "PostNord Varubrev" (soon) skipped: no delivery days in its delivery time or first description',
      'nShift delivery option "PostNord Varubrev" (backwards) skipped: no delivery days in its delivery time or first description',
    ]);
  });

  it("keeps a free option and cuts an overlong name to what an order stores", () => {
    const [method] = mapped([option({ priceValue: 0, name: "x".repeat(300) })]).methods;
    expect(method).toMatchObject({ price: 0 });
    expect(method!.name).toHaveLength(200);
  });
});

describe("deliveryOptionsSchema", () => {
  it("reads nShift's example answer and refuses one without options", () => {
    const example = { deliveryCheckoutId: "ece27d51-614d-4339-9728-4113e16b87ff+37", options: [{ id: "199e9ed0", name: "MyPack Collect", description1: "", carrierId: "PLAB", priceDescription: "29 SEK", priceValue: 29, subOptions: [], agents: [{ id: "74383", name: "Agent name" }] }] };
    expect(deliveryOptionsSchema.safeParse(example).success).toBe(true);
    expect(deliveryOptionsSchema.safeParse({ deliveryCheckoutId: "x" }).success).toBe(false);
    expect(deliveryOptionsSchema.safeParse({ options: [{ name: "no id" }] }).success).toBe(false);
  });
});
