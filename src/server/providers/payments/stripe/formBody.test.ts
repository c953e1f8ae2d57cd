import { describe, expect, it } from "vitest";
import { parseFormBody } from "./formBody";

describe("parseFormBody", () => {
  it("reads the Stripe SDK's bracket keys as objects and lists", () => {
    expect(parseFormBody("amount=59900&currency=sek&metadata[reference]=ABC%20D&allowed_payment_method_types[0]=card&allowed_payment_method_types[1]=swish")).toEqual({
      amount: "59900",
      currency: "sek",
      metadata: { reference: "ABC D" },
      allowed_payment_method_types: ["card", "swish"],
    });
  });
  it("ignores prototype keys and overly deep ones", () => {
    const parsed = parseFormBody("__proto__[x]=1&a[b][c][d][e][f]=2&ok=3");
    expect(parsed).toEqual({ ok: "3" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
