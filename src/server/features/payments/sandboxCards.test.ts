import { describe, expect, it } from "vitest";
import { declineError, sandboxPaymentMethod } from "./sandboxCards";

describe("sandbox card numbers", () => {
  it("maps Stripe's test cards, spaces ignored", () => {
    expect(sandboxPaymentMethod("4242 4242 4242 4242")).toBe("pm_card_visa");
    expect(sandboxPaymentMethod("5555555555554444")).toBe("pm_card_mastercard");
    expect(sandboxPaymentMethod("4000 0000 0000 0002")).toBe("pm_card_chargeDeclined");
    expect(sandboxPaymentMethod("4000 0000 0000 9995")).toBe("pm_card_chargeDeclinedInsufficientFunds");
    expect(sandboxPaymentMethod("4000 0000 0000 0069")).toBe("pm_card_chargeDeclinedExpiredCard");
  });
  it("declines any other valid number, as Stripe's test mode declines real cards, and rejects what is no card number", () => {
    expect(sandboxPaymentMethod("4111 1111 1111 1111")).toBe("pm_card_chargeDeclined");
    expect(sandboxPaymentMethod("4242 4242 4242 4241")).toBeNull();
    expect(sandboxPaymentMethod("4242")).toBeNull();
    expect(sandboxPaymentMethod("4242-4242-4242-4242")).toBeNull();
  });
  it("names a readable refusal per decline code", () => {
    expect(declineError("insufficient_funds")).toBe("cardInsufficientFunds");
    expect(declineError("generic_decline")).toBe("cardDeclined");
    expect(declineError("lost_card")).toBe("cardDeclined");
  });
});
