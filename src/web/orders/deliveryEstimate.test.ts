import { describe, expect, it } from "vitest";
import { deliveryEstimate } from "./deliveryEstimate";
import { ORDER_TEXTS } from "./texts";

describe("deliveryEstimate", () => {
  it("shows a range of days with an en dash", () => {
    expect(deliveryEstimate({ minDeliveryDays: 2, maxDeliveryDays: 4 }, ORDER_TEXTS.sv)).toBe("Beräknad leveranstid 2–4 dagar");
  });

  it("shows one number when the least and most days are the same", () => {
    expect(deliveryEstimate({ minDeliveryDays: 3, maxDeliveryDays: 3 }, ORDER_TEXTS.sv)).toBe("Beräknad leveranstid 3 dagar");
    expect(deliveryEstimate({ minDeliveryDays: 1, maxDeliveryDays: 1 }, ORDER_TEXTS.sv)).toBe("Beräknad leveranstid 1 dag");
    expect(deliveryEstimate({ minDeliveryDays: 1, maxDeliveryDays: 1 }, ORDER_TEXTS.en)).toBe("Estimated delivery 1 day");
  });
});
