import { describe, expect, it } from "vitest";
import { CARD_QUANTITIES, cardQuantitySchema, isCardQuantity, orderCreationSchema, shippingAddressLabel, SHIPPING_ADDRESS_LIMITS, shippingAddressSchema } from "./orderPayload";
import { UI_LANGUAGES } from "../languages";

const address = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };

describe("the number of cards", () => {
  it.each([10, 20, 150, 290, 300])("allows %i", (quantity) => {
    expect(isCardQuantity(quantity)).toBe(true);
    expect(cardQuantitySchema.safeParse(quantity).success).toBe(true);
  });

  it.each([5, 15, 310, 0, -10, 10.5, 20.0001, Number.NaN, Number.POSITIVE_INFINITY, "10", null])("refuses %s", (quantity) => {
    expect(isCardQuantity(quantity)).toBe(false);
    expect(cardQuantitySchema.safeParse(quantity).success).toBe(false);
  });

  it("offers 10 to 300 in steps of 10", () => {
    expect(CARD_QUANTITIES).toHaveLength(30);
    expect([CARD_QUANTITIES[0], CARD_QUANTITIES[1], CARD_QUANTITIES.at(-1)]).toEqual([10, 20, 300]);
  });
});

describe("the shipping address", () => {
  it("trims every field", () => {
    const padded = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, `  ${value} `]));
    expect(shippingAddressSchema.parse(padded)).toEqual(address);
  });

  it.each(Object.keys(address))("requires %s", (field) => {
    expect(shippingAddressSchema.safeParse({ ...address, [field]: "   " }).success).toBe(false);
    const { [field as keyof typeof address]: _left, ...without } = address;
    expect(shippingAddressSchema.safeParse(without).success).toBe(false);
  });

  it("checks the e-mail address and the phone number's characters", () => {
    expect(shippingAddressSchema.safeParse({ ...address, email: "anna.example.se" }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, phone: "070-123 45 67" }).success).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...address, phone: "ring mig" }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, phone: "+4670" }).success).toBe(false);
  });

  it("asks for the phone number with the market's calling code in every language: +46 in Sweden, +45 in Denmark", () => {
    expect(UI_LANGUAGES.map((language) => shippingAddressLabel("phone", language, "se"))).toEqual(["Telefon (börja med +46)", "Phone (start with +46)", "Telefon (start med +46)"]);
    expect(UI_LANGUAGES.map((language) => shippingAddressLabel("phone", language, "dk"))).toEqual(["Telefon (börja med +45)", "Phone (start with +45)", "Telefon (start med +45)"]);
    expect(shippingAddressLabel("city", "da", "dk")).toBe("By");
  });

  it("bounds the lengths", () => {
    expect(shippingAddressSchema.safeParse({ ...address, city: "x".repeat(SHIPPING_ADDRESS_LIMITS.city) }).success).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...address, city: "x".repeat(SHIPPING_ADDRESS_LIMITS.city + 1) }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, postCode: "1".repeat(SHIPPING_ADDRESS_LIMITS.postCode + 1) }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, phone: "1".repeat(SHIPPING_ADDRESS_LIMITS.phone + 1) }).success).toBe(false);
  });
});

describe("the order creation payload", () => {
  const payload = {
    print: "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5",
    site: "0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3",
    quantity: 50,
    envelopes: "premium",
    shipmentMethodUid: "sandbox-postnord-letter",
    shipmentMethodName: "PostNord Brev",
    shippingAddress: address,
  };

  it("takes the spec's fields", () => {
    expect(orderCreationSchema.parse(payload)).toEqual(payload);
  });

  it("refuses an unknown envelope, a quantity off the steps, a print that is not an id or a missing method", () => {
    for (const change of [{ envelopes: "gold" }, { quantity: 55 }, { print: "abc" }, { shipmentMethodUid: "" }, { shipmentMethodName: undefined }]) {
      expect(orderCreationSchema.safeParse({ ...payload, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });
});
