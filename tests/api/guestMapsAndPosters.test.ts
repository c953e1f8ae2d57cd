import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_PREVIEWS_PER_MINUTE: "3" } });
});
afterAll(() => t.close());

const SHOWN_VIDEO = "aqz-KE-bpKQ";
const withMapAndVideo: SiteDocumentInput = {
  siteModules: [
    { id: "l", siteModuleType: "Location", map: { location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "DARK", markerColor: "#B4533C" } },
    { id: "h", siteModuleType: "Location", hide: true, map: { location: "Hemlig plats", zoom: 12, mapTheme: "NORMAL", markerColor: "#ea4335" } },
    { id: "v", siteModuleType: "Video", video: { videoUrl: `https://www.youtube.com/watch?v=${SHOWN_VIDEO}` } },
  ],
};

const mapUrl = (siteId: string, location: string, rest = "13/DARK/b4533c/") => `/api/sites/${siteId}/maps/${encodeURIComponent(location)}/${rest}`;
const posterUrl = (siteId: string, videoId: string, quality = "maxresdefault") => `/api/sites/${siteId}/video-thumbnails/${videoId}/${quality}.jpg`;

function providerCalls() {
  const draws = vi.spyOn(t.deps.maps!, "render");
  const fetches = vi.spyOn(t.deps.videoThumbnails, "fetch");
  const stores = vi.spyOn(t.deps.storage, "put");
  return {
    counts: () => ({ draws: draws.mock.calls.length, fetches: fetches.mock.calls.length, stores: stores.mock.calls.length }),
    restore: () => [draws, fetches, stores].forEach((spy) => spy.mockRestore()),
  };
}

describe("maps and video posters for guests", () => {
  it("are only those the saved page shows; anything else is a 404 with nothing drawn, fetched or stored", async () => {
    const site = await publishedSite(t, withMapAndVideo);
    const guest = (url: string) => t.app.inject({ method: "GET", url, headers: { host: site.host } });
    const calls = providerCalls();
    try {
      for (const url of [
        mapUrl(site.siteId, "Anywhere an attacker likes"),
        mapUrl(site.siteId, "Grand Hôtel Saltsjöbaden", "14/DARK/b4533c/"),
        mapUrl(site.siteId, "Hemlig plats", "12/NORMAL/ea4335/"),
        posterUrl(site.siteId, "dQw4w9WgXcQ"),
      ]) {
        const response = await guest(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ isErrorResponse: true, errorDescription: { en: "Not found." }, message: expect.stringMatching(/^No such (map|thumbnail)$/) });
      }
      expect(calls.counts()).toEqual({ draws: 0, fetches: 0, stores: 0 });

      const map = await guest(mapUrl(site.siteId, "Grand Hôtel Saltsjöbaden"));
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain("#b4533c");
      const poster = await guest(posterUrl(site.siteId, SHOWN_VIDEO));
      expect(poster.statusCode).toBe(200);
      expect((await sharp(poster.rawPayload).metadata()).width).toBe(1280);
      expect(calls.counts()).toEqual({ draws: 1, fetches: 1, stores: 2 });
    } finally {
      calls.restore();
    }
  });

  it("are not given for another site's map or video", async () => {
    const shown = await publishedSite(t, withMapAndVideo);
    const other = await publishedSite(t, {});
    const guest = (url: string) => t.app.inject({ method: "GET", url, headers: { host: other.host } });
    expect((await guest(mapUrl(other.siteId, "Grand Hôtel Saltsjöbaden"))).statusCode).toBe(404);
    expect((await guest(posterUrl(other.siteId, SHOWN_VIDEO))).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: mapUrl(shown.siteId, "Grand Hôtel Saltsjöbaden"), headers: { host: shown.host } })).statusCode).toBe(200);
  });
});

describe("the owner's previews of maps and videos not saved yet", () => {
  it("are drawn and fetched for the owner up to the minute's limit, then 429; what is already drawn still shows", async () => {
    const owner = await publishedSite(t, {});
    const calls = providerCalls();
    try {
      expect((await owner.client.post(mapUrl(owner.siteId, "Kyrkvägen 1, Visby"))).statusCode).toBe(200);
      // The editor shows the saved map in the dialog and on the page: from storage, not counted.
      expect((await owner.client.get(mapUrl(owner.siteId, "Kyrkvägen 1, Visby").replace("/maps/", "/maps/preview/"))).statusCode).toBe(200);
      expect((await owner.client.get(mapUrl(owner.siteId, "Kyrkvägen 1, Visby"))).statusCode).toBe(200);
      expect((await owner.client.get(mapUrl(owner.siteId, "Strandvägen 2").replace("/maps/", "/maps/preview/"))).statusCode).toBe(200);
      expect((await owner.client.get(mapUrl(owner.siteId, "Torget 3"))).statusCode).toBe(200);
      expect(calls.counts().draws).toBe(3);

      const limited = await owner.client.get(mapUrl(owner.siteId, "Hamnen 4").replace("/maps/", "/maps/preview/"));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
      expect((await owner.client.post(mapUrl(owner.siteId, "Hamnen 4"))).statusCode).toBe(429);
      expect(calls.counts().draws).toBe(3);
      expect((await owner.client.get(mapUrl(owner.siteId, "Strandvägen 2").replace("/maps/", "/maps/preview/"))).statusCode).toBe(200);

      expect((await owner.client.get(posterUrl(owner.siteId, "dQw4w9WgXcQ", "sddefault"))).statusCode).toBe(200);
      expect(calls.counts().fetches).toBe(1);
      expect((await agent(t.app).get(posterUrl(owner.siteId, "dQw4w9WgXcQ", "sddefault"))).statusCode).toBe(404);
    } finally {
      calls.restore();
    }
  });
});
