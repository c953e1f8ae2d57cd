import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mapUrl = (siteId: string, location: string, rest: string) => `/api/sites/${siteId}/maps/${encodeURIComponent(location)}/${rest}`;
const barn = { location: "Logården, Skåne", zoom: 14, mapTheme: "RETRO", markerColor: "#2E7D32" } as const;

describe("an event's map for guests", () => {
  it("is served for an event of the site, public or not; a map no event or module shows is still refused", async () => {
    const site = await publishedSite(t, { language: "sv" });
    const guest = (url: string) => t.app.inject({ method: "GET", url, headers: { host: site.host } });
    const stored = await site.client.post(`/api/sites/${site.siteId}/guest-list/events`, { name: { sv: "Middag" }, map: barn, isPublic: false });
    expect(stored.statusCode, stored.body).toBe(201);

    const map = await guest(mapUrl(site.siteId, barn.location, "14/RETRO/2e7d32/"));
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain("#2e7d32");

    for (const url of [mapUrl(site.siteId, barn.location, "15/RETRO/2e7d32/"), mapUrl(site.siteId, "Någon annanstans", "14/RETRO/2e7d32/")]) {
      const refused = await guest(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, message: "No such map" });
    }
  });

  it("is not served on another site", async () => {
    const owner = await publishedSite(t, { language: "sv" });
    await owner.client.post(`/api/sites/${owner.siteId}/guest-list/events`, { name: { sv: "Middag" }, map: barn });
    const other = await publishedSite(t, { language: "sv" });
    const response = await t.app.inject({ method: "GET", url: mapUrl(other.siteId, barn.location, "14/RETRO/2e7d32/"), headers: { host: other.host } });
    expect(response.statusCode).toBe(404);
  });
});
