import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../src/server/config";
import { deleteEndedCounters } from "../../src/server/http/rateLimit";
import { agent, createTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  // The limits as the server configures them: 30 tries a minute per address.
  t = await createTestApp({ rateLimits: loadConfig({}).rateLimits });
});
afterAll(() => t.close());

const login = (index: number) =>
  agent(t.app).request({
    method: "POST",
    url: "/api/accounts/login/",
    payload: { mail: `guess${index}@example.com`, password: "wrong" },
    remoteAddress: "127.0.4.1",
    // Each try claims another client; no proxy is trusted, so the connection's address counts.
    headers: { "x-forwarded-for": `203.0.113.${index}` },
  });

describe("the per-address login limit", () => {
  it("refuses 35 tries from one address within a minute, also when they straddle the end of a window", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i)).statusCode);
    t.advanceTime(59_000);
    for (let i = 10; i < 30; i++) statuses.push((await login(i)).statusCode);
    t.advanceTime(1_500);
    for (let i = 30; i < 35; i++) statuses.push((await login(i)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30).filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it("frees up again once a whole minute has passed without tries", async () => {
    t.advanceTime(120_000);
    expect((await login(99)).statusCode).toBe(401);
  });

  it("keeps an ended window's count for the hourly clean-up until a day has passed, then forgets it", async () => {
    const counters = async () => (await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_counters where key like '%127.0.4.1'`)).rows[0]!.n;
    expect(await counters()).toBe(1);
    t.advanceTime(3_600_000);
    await deleteEndedCounters(t.deps);
    expect(await counters()).toBe(1);
    t.advanceTime(86_400_000);
    await deleteEndedCounters(t.deps);
    expect(await counters()).toBe(0);
  });
});
