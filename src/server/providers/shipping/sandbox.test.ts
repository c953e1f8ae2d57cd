import { describe, expect, it } from "vitest";
import { sandboxShipping } from "./sandbox";
import { ShippingUnavailableError } from "./shipping";

const shippingAddress = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };
const request = { shippingAddress, quantity: 50, envelopes: "standard" as const };

describe("the sandbox carriers", () => {
  it("offer a PostNord letter at the spec's 95 kr, a PostNord service point and DHL Express, the same every time", async () => {
    const shipping = sandboxShipping();
    const methods = await shipping.quote(request);
    expect(methods.map(({ carrier, type, price }) => [carrier, type, price])).toEqual([
      ["postnord", "normal", 9500],
      ["postnord", "pick_up", 12900],
      ["dhl_express", "express", 24900],
    ]);
    expect(await shipping.quote({ ...request, quantity: 300, envelopes: "premium" })).toEqual(methods);
    expect(shipping.sandbox).toBe(true);
  });

  it("book a known method under the order id", async () => {
    const shipping = sandboxShipping();
    expect(await shipping.book({ ...request, orderId: "o-1", shipmentMethodUid: "sandbox-dhl-express" })).toEqual({ reference: "SANDBOX-o-1" });
    await expect(shipping.book({ ...request, orderId: "o-1", shipmentMethodUid: "nshift-uuid" })).rejects.toThrow(ShippingUnavailableError);
  });

  it("fail for postcode 000 00, so the checkout's error can be seen offline", async () => {
    const shipping = sandboxShipping();
    const down = { ...request, shippingAddress: { ...shippingAddress, postCode: "000 00" } };
    await expect(shipping.quote(down)).rejects.toThrow(ShippingUnavailableError);
    await expect(shipping.book({ ...down, orderId: "o-2", shipmentMethodUid: "sandbox-postnord-letter" })).rejects.toThrow(ShippingUnavailableError);
  });
});
