import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const swish = { SWISH_CERTIFICATE: "/etc/swish.p12", SWISH_PAYEE_ALIAS: "1234679304" };
const seller = { SELLER_ORGANISATION_NUMBER: "559123-4567", SELLER_ADDRESS: "Kungsgatan 5, 411 19 Göteborg" };

describe("payments in production", () => {
  it("refuses to start with sandbox payments, where anyone could publish for free", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", ...stripe })).toThrow(/SWISH_CERTIFICATE/);
    expect(() => loadConfig({ NODE_ENV: "production", ...swish })).toThrow(/STRIPE_/);
  });

  it("starts with real providers, with card only on the dk market, or when a demo deployment opts in", () => {
    expect(loadConfig({ NODE_ENV: "production", ...stripe, ...swish, ...seller }).stripe.kind).toBe("stripe");
    expect(loadConfig({ NODE_ENV: "production", MARKET: "dk", ...stripe, ...seller }).swish.kind).toBe("sandbox");
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true" }).stripe.kind).toBe("sandbox");
  });

  it("refuses to take real payments with the placeholder seller on the receipts", () => {
    expect(() => loadConfig({ NODE_ENV: "production", ...stripe, ...swish })).toThrow(/SELLER_ORGANISATION_NUMBER and SELLER_ADDRESS/);
    expect(() => loadConfig({ NODE_ENV: "production", ...stripe, ...swish, SELLER_ADDRESS: seller.SELLER_ADDRESS })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "production", ...stripe, ...swish, ...seller }).seller).toEqual({ name: "Bröllopssidan", organisationNumber: "559123-4567", address: "Kungsgatan 5, 411 19 Göteborg" });
    expect(loadConfig({}).seller.organisationNumber).toBe("556000-0000");
  });
});
