import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe("choosing the map provider", () => {
  it("draws no map without a Google key or MAPS: guests get the address, never an invented map", () => {
    expect(loadConfig({}).maps).toEqual({ kind: "none" });
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true" }).maps).toEqual({ kind: "none" });
  });

  it("is Google Static Maps with a key", () => {
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: "key" }).maps).toEqual({ kind: "google", apiKey: "key" });
    expect(() => loadConfig({ MAPS: "google" })).toThrow(/MAPS=google needs GOOGLE_MAPS_API_KEY/);
  });

  it("draws the offline test map only when asked for, and never in production", () => {
    expect(loadConfig({ MAPS: "sandbox" }).maps).toEqual({ kind: "sandbox" });
    expect(() => loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true", MAPS: "sandbox" })).toThrow(/MAPS=sandbox .* not in production/);
  });
});
