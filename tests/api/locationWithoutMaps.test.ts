import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAPS: "none" } });
});
afterAll(() => t.close());

const PLACE = "Grand Hôtel Saltsjöbaden";
const withLocation: SiteDocumentInput = {
  siteModules: [{ id: "l", siteModuleType: "Location", map: { location: PLACE, zoom: 13, mapTheme: "DARK", markerColor: "#B4533C" } }],
};
const mapPath = (siteId: string, preview = "") => `/api/sites/${siteId}/maps/${preview}${encodeURIComponent(PLACE)}/13/DARK/b4533c/`;

describe("a location without a configured map provider", () => {
  it("shows guests the address and the open-in-maps link, and no drawn map", async () => {
    const site = await publishedSite(t, withLocation);
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`/api/sites/${site.siteId}/maps/`);
    expect(page.body).not.toContain("location__map-image");
    expect(page.body).toContain(`<p class="location__address">${PLACE}</p>`);
    expect(page.body).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(PLACE)}"`);
    expect(page.body).toContain("Öppna i Google Maps");
  });

  it("draws nothing on a guest's or owner's call (404), while the owner's save still keeps the place", async () => {
    const site = await publishedSite(t, withLocation);
    const guest = await t.app.inject({ method: "GET", url: mapPath(site.siteId), headers: { host: site.host } });
    expect(guest.statusCode).toBe(404);
    expect(guest.json()).toMatchObject({ isErrorResponse: true, message: "No map provider" });
    expect((await site.client.get(mapPath(site.siteId, "preview/"))).statusCode).toBe(404);
    const saved = await site.client.post(mapPath(site.siteId));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ location: PLACE, zoom: 13, mapTheme: "DARK", markerColor: "#b4533c", contentDataType: "Map" });
  });
});
