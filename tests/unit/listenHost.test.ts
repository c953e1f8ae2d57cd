import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe("the interface the server listens on", () => {
  it("is loopback outside production, so the development server is not reachable from the network", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
  });

  it("is every interface in production, and HOST wins in either mode", () => {
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true", HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });
});
