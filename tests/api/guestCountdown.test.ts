import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/server/seed/demo";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (host: string) => (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body;
const countdownValues = (html: string) => [...html.matchAll(/countdown__value">([^<]*)</g)].map((match) => match[1]);
const secondsLeft = ([days, hours, minutes, seconds]: (string | undefined)[]) => ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
const renderedAt = (html: string) => JSON.parse(/id="site-data">(.*?)<\/script>/s.exec(html)![1]!).renderedAt as number;

describe("the countdown on the served guest page", () => {
  it("holds the time left to the demo's date in digits, and the render's time for the hydrating client", async () => {
    const demo = await seedDemo(t.database.db, t.deps.storage, t.deps.config.brand, t.deps.config.sitesDomain, t.deps.now());
    const html = await page(demo.host);
    const values = countdownValues(html);
    expect(values).toHaveLength(4);
    for (const value of values) expect(value).toMatch(/^\d+$/);
    expect(html).not.toContain('countdown__value">–');
    // The demo counts down to six months ahead: between 180 and 185 days.
    expect(Number(values[0])).toBeGreaterThanOrEqual(180);
    expect(Number(values[0])).toBeLessThanOrEqual(185);
    expect(Math.abs(renderedAt(html) - t.deps.now().getTime())).toBeLessThan(5_000);
  });

  it("is rendered anew once the cached page is half a minute old, so guests never see a stale count", async () => {
    const { host } = await publishedSite(t, { siteModules: [{ id: "c", siteModuleType: "Countdown", countdownDate: "2098-06-01T15:00" }] });
    const first = secondsLeft(countdownValues(await page(host)));
    t.advanceTime(10_000);
    expect(secondsLeft(countdownValues(await page(host)))).toBe(first); // within half a minute: the cached page
    t.advanceTime(25_000);
    const later = secondsLeft(countdownValues(await page(host)));
    expect(first - later).toBeGreaterThanOrEqual(35);
    expect(first - later).toBeLessThanOrEqual(37);
  });

  it("shows zeros for a past or missing date", async () => {
    const past = await publishedSite(t, { siteModules: [{ id: "c", siteModuleType: "Countdown", countdownDate: "2001-06-01T15:00" }] });
    const missing = await publishedSite(t, { siteModules: [{ id: "c", siteModuleType: "Countdown", countdownDate: null }] });
    expect(countdownValues(await page(past.host))).toEqual(["0", "00", "00", "00"]);
    expect(countdownValues(await page(missing.host))).toEqual(["0", "00", "00", "00"]);
  });
});
