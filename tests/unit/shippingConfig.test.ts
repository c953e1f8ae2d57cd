import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { shippingFromConfig } from "../../src/server/providers/shipping/fromConfig";

const keys = { NSHIFT_API_KEY_ID: "KEYID0123456789A", NSHIFT_API_KEY_SECRET: "SECRET0123456789ABCDEFGH", NSHIFT_DELIVERY_CHECKOUT_ID: "ece27d51-614d-4339-9728-4113e16b87ff+37" };
const noWarnings = () => {};

describe("choosing the shipping provider", () => {
  it("is the sandbox without nShift credentials", () => {
    const config = loadConfig({});
    expect(config.shipping).toEqual({ kind: "sandbox" });
    expect(shippingFromConfig(config, noWarnings).sandbox).toBe(true);
  });

  it("is nShift with the API key and Delivery Checkout, at nShift's API root unless told otherwise", () => {
    const config = loadConfig(keys);
    expect(config.shipping).toEqual({ kind: "nshift", apiUrl: "https://api.unifaun.com/rs-extapi/v1/", keyId: keys.NSHIFT_API_KEY_ID, keySecret: keys.NSHIFT_API_KEY_SECRET, deliveryCheckoutId: keys.NSHIFT_DELIVERY_CHECKOUT_ID });
    expect(shippingFromConfig(config, noWarnings).sandbox).toBe(false);
  });

  it("stops the start when nShift is asked for, or half configured, without all three", () => {
    expect(() => loadConfig({ SHIPPING: "nshift" })).toThrow(/NSHIFT_API_KEY_ID, NSHIFT_API_KEY_SECRET and NSHIFT_DELIVERY_CHECKOUT_ID/);
    expect(() => loadConfig({ NSHIFT_API_KEY_ID: keys.NSHIFT_API_KEY_ID, NSHIFT_API_KEY_SECRET: keys.NSHIFT_API_KEY_SECRET })).toThrow(/NSHIFT_DELIVERY_CHECKOUT_ID/);
  });

  it("keeps the sandbox when SHIPPING=sandbox says so, credentials or not", () => {
    expect(loadConfig({ ...keys, SHIPPING: "sandbox" }).shipping).toEqual({ kind: "sandbox" });
  });
});
