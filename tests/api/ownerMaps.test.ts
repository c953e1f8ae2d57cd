import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = encodeURIComponent("Grand Hôtel Saltsjöbaden");
const save = (siteId: string, path = `${place}/13/DARK/B4533C/`) => `/api/sites/${siteId}/maps/${path}`;
const preview = (siteId: string, path = `${place}/13/DARK/b4533c/`) => `/api/sites/${siteId}/maps/preview/${path}`;

describe("POST /api/sites/{siteId}/maps/{location}/{zoom}/{mapTheme}/{markerColorHex}/", () => {
  it("returns the map the Location module stores and draws its image ahead of the first guest", async () => {
    const map = { location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "DARK" as const, markerColor: "#b4533c" };
    const owner = await publishedSite(t, { siteModules: [{ id: "l", siteModuleType: "Location", map }] });
    const render = vi.spyOn(t.deps.maps!, "render");
    const response = await owner.client.post(save(owner.siteId, `${encodeURIComponent("  Grand Hôtel Saltsjöbaden ")}/13/DARK/B4533C/`));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "DARK", markerColor: "#b4533c", contentDataType: "Map" });
    expect(render).toHaveBeenCalledTimes(1);
    const guest = await t.app.inject({ method: "GET", url: `/api/sites/${owner.siteId}/maps/${place}/13/DARK/b4533c/`, headers: { host: owner.host } });
    expect(guest.statusCode).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
    render.mockRestore();
  });

  it("refuses a zoom outside 6 to 18, an unknown theme and a colour that is not hex with 422", async () => {
    const owner = await registerOwner(t.app);
    const zoom = await owner.client.post(save(owner.siteId, `${place}/19/DARK/b4533c/`));
    expect(zoom.statusCode).toBe(422);
    expect(zoom.json().fields).toEqual(["zoom"]);
    expect((await owner.client.post(save(owner.siteId, `${place}/5/DARK/b4533c/`))).statusCode).toBe(422);
    expect((await owner.client.post(save(owner.siteId, `${place}/12/PINK/b4533c/`))).json().fields).toEqual(["mapTheme"]);
    expect((await owner.client.post(save(owner.siteId, `${place}/12/DARK/red/`))).json().fields).toEqual(["markerColor"]);
    expect((await owner.client.post(save(owner.siteId, `%20/12/DARK/b4533c/`))).json().fields).toEqual(["location"]);
  });
});

describe("GET /api/sites/{siteId}/maps/preview/{location}/{zoom}/{mapTheme}/{markerColorHex}/", () => {
  it("shows the owner the map image, also before the site is published", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.get(preview(owner.siteId));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    expect(response.body).toContain("#b4533c");
    expect(response.body).toContain("#212121"); // the dark theme's land colour
    expect((await owner.client.get(preview(owner.siteId, `${place}/4/DARK/b4533c/`))).statusCode).toBe(422);
  });
});

describe("the owner's map calls", () => {
  it("answer 401 when logged out and 403 for another account's site", async () => {
    const owner = await publishedSite(t, {});
    const stranger = await registerOwner(t.app);
    const loggedOut = agent(t.app);
    expect((await loggedOut.post(save(owner.siteId))).statusCode).toBe(401);
    expect((await loggedOut.get(preview(owner.siteId))).statusCode).toBe(401);
    expect((await stranger.client.post(save(owner.siteId))).statusCode).toBe(403);
    expect((await stranger.client.get(preview(owner.siteId))).statusCode).toBe(403);
    expect((await stranger.client.get(preview("not-a-site"))).statusCode).toBe(403);
  });
});
