import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";

const limits = { perIp: { max: 2, window: 60_000 }, perMail: { max: 100, window: 60_000 } };
let t: TestApp | undefined;
afterEach(() => t?.close());

/** Three failed logins from one client address, arriving through the proxy on 127.0.0.1. */
async function loginsFrom(app: TestApp, client: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await app.app.inject({
      method: "POST",
      url: "/api/accounts/login/",
      remoteAddress: "127.0.0.1",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      payload: { mail: `nobody${i}@example.com`, password: "wrong-password" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe("per-IP limits behind a TLS proxy", () => {
  it("count each guest on their own when the proxy is trusted (TRUST_PROXY)", async () => {
    t = await createTestApp({ rateLimits: limits, env: { TRUST_PROXY: "127.0.0.1" } });
    expect(await loginsFrom(t, "198.51.100.1")).toEqual([401, 401, 429]);
    expect(await loginsFrom(t, "198.51.100.2")).toEqual([401, 401, 429]);
  });

  it("ignore a forwarded address from a client that is not a trusted proxy", async () => {
    t = await createTestApp({ rateLimits: limits });
    expect(await loginsFrom(t, "198.51.100.1")).toEqual([401, 401, 429]);
    expect(await loginsFrom(t, "198.51.100.2")).toEqual([429, 429, 429]);
  });
});
