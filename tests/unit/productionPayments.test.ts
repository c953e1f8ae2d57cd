import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const swish = { SWISH_CERTIFICATE: "/etc/swish.p12", SWISH_PAYEE_ALIAS: "1234679304" };

describe("payments in production", () => {
  it("refuses to start with sandbox payments, where anyone could publish for free", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", ...stripe })).toThrow(/SWISH_CERTIFICATE/);
    expect(() => loadConfig({ NODE_ENV: "production", ...swish })).toThrow(/STRIPE_/);
  });

  it("starts with real providers, with card only on the dk market, or when a demo deployment opts in", () => {
    expect(loadConfig({ NODE_ENV: "production", ...stripe, ...swish }).stripe.kind).toBe("stripe");
    expect(loadConfig({ NODE_ENV: "production", MARKET: "dk", ...stripe }).swish.kind).toBe("sandbox");
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true" }).stripe.kind).toBe("sandbox");
  });
});
