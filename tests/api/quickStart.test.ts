import { sql } from "drizzle-orm";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuickStartSiteResponse } from "../../src/modules/editorSite";
import type { SiteImage } from "../../src/domain/site/common";
import { localStorage } from "../../src/server/providers/storage/local";
import { starterImages } from "../../src/server/seed/starterImages";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
let danish: TestApp;
beforeAll(async () => {
  [t, danish] = await Promise.all([
    createTestApp(),
    createTestApp({ starterFiles: false, env: { MARKET: "dk" }, rateLimits: { perIp: { max: 3, window: 60_000 }, perMail: { max: 100, window: 60_000 } } }),
  ]);
});
afterAll(() => Promise.all([t.close(), danish.close()]));

const QUICK_START = "/api/sites/quick-start/";
const WIZARD = "/api/sites/quick-start/wizard/";

/** Every image object of a document, wherever it sits. */
function imagesOf(value: unknown): SiteImage[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.path === "string" && typeof record.fileName === "string" ? [record as unknown as SiteImage] : [];
  return [...own, ...Object.values(record).flatMap(imagesOf)];
}

const stored = async (app: TestApp) => {
  const { rows } = await app.database.db.execute<{ accounts: number; sites: number; images: number }>(
    sql`SELECT (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM sites) AS sites, (SELECT count(*)::int FROM quick_start_images) AS images`,
  );
  return rows[0];
};

describe("GET /api/sites/quick-start/", () => {
  it("gives a logged-out visitor the starter page to edit, unpublished, its pictures served from the starter folder", async () => {
    const response = await agent(t.app).get(QUICK_START);
    expect(response.statusCode, response.body).toBe(200);
    const { site, loggedInUsersSiteId } = response.json() as QuickStartSiteResponse;
    expect(loggedInUsersSiteId).toBeNull();
    expect(site).toMatchObject({ _id: "quick-start", host: null, active: false, hasPassword: false, metaNoindex: false, giftRegistryReservations: [], formsWithAnswers: [], language: "sv" });
    expect(site.siteModules.length).toBeGreaterThan(0);
    const images = imagesOf(site.siteModules);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.path).toBe("/images/starter/");
      for (const fileName of [image.fileName, ...image.sizes.map((size) => size.fileName)]) {
        const file = await t.app.inject({ method: "GET", url: `${image.path}${fileName}` });
        expect(file.statusCode, fileName).toBe(200);
        expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      }
    }
  });

  it("names the site of a visitor who is logged in, so the editor can point them to it", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.get(QUICK_START);
    expect(response.statusCode).toBe(200);
    expect(response.json().loggedInUsersSiteId).toBe(owner.siteId);
    expect(response.json().site._id).toBe("quick-start");
  });

  it("names the starter pictures by their artwork: every process agrees, and a restart stores nothing again", async () => {
    const [first, second] = await Promise.all([agent(t.app).get(QUICK_START), agent(t.app).get(QUICK_START)]);
    expect(imagesOf(first.json().site.siteModules)).toEqual(imagesOf(second.json().site.siteModules));
    // Another deployment's storage, and this one's as a restarted process finds it.
    const uploads = path.join(t.deps.config.dataDir, "uploads");
    const images = await starterImages(t.deps.storage);
    expect(await starterImages(danish.deps.storage)).toEqual(images);
    const header = path.join(uploads, "starter", images.header.fileName);
    const before = (await fs.stat(header)).mtimeMs;
    expect(await starterImages(localStorage(uploads))).toEqual(images);
    expect((await fs.stat(header)).mtimeMs).toBe(before);
  });

  it("starts in the market's language: Danish in Denmark", async () => {
    const response = await agent(danish.app).get(QUICK_START);
    expect(response.statusCode).toBe(200);
    expect(response.json().site.language).toBe("da");
  });

  it("answers 404 for an unknown starter or quick-start file name", async () => {
    for (const url of ["/images/starter/00000000-0000-0000-0000-000000000000.jpg", "/images/quick-start/00000000-0000-0000-0000-000000000000-600.webp", "/images/starter/..%2Fsecret.jpg"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});

describe("POST /api/sites/quick-start/wizard/", () => {
  const data = {
    name1: "Anna",
    name2: "Erik",
    location: "Grand Hôtel Saltsjöbaden",
    dateStart: "2027-06-12T15:00",
    dateNotDecided: false,
    designTemplate: "CLASSIC",
    languages: ["sv", "en"],
    dressCode: "BLACK_TIE",
    children: "CHILDREN_WELCOME",
    gifts: "MONEY",
  };

  it("generates the wizard's site, START-WIZARD, keeping what it was told, and stores nothing", async () => {
    const before = await stored(t);
    const response = await agent(t.app).post(WIZARD, data);
    expect(response.statusCode, response.body).toBe(200);
    const { site, loggedInUsersSiteId } = response.json() as QuickStartSiteResponse;
    expect(loggedInUsersSiteId).toBeNull();
    expect(site).toMatchObject({ _id: "START-WIZARD", host: null, active: false, wizardData: data });
    expect(site.siteModules.length).toBeGreaterThan(0);
    expect(await stored(t)).toEqual(before);
  });

  it("fills what the wizard was not told with the defaults", async () => {
    const response = await agent(t.app).post(WIZARD, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().site.wizardData).toMatchObject({ name1: "", languages: ["sv"], dressCode: "COCKTAIL", children: "NO_CHILDREN", gifts: "GIFTS", dateNotDecided: false });
  });

  it("names the site of a logged-in visitor too", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.client.post(WIZARD, data)).json().loggedInUsersSiteId).toBe(owner.siteId);
  });

  it.each([
    [{ dressCode: "PYJAMAS" }, "dressCode"],
    [{ children: "SOME" }, "children"],
    [{ gifts: "CASH" }, "gifts"],
    [{ dateStart: "12/06/2027" }, "dateStart"],
    [{ name1: "A".repeat(200) }, "name1"],
    [{ location: "x".repeat(301) }, "location"],
    [{ languages: [] }, "languages"],
    [{ languages: ["klingon"] }, "languages.0"],
    [{ dateNotDecided: "yes" }, "dateNotDecided"],
  ])("refuses %j with 422 naming the field, storing nothing", async (change, field) => {
    const before = await stored(t);
    const response = await agent(t.app).post(WIZARD, { ...data, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: [field] });
    expect(await stored(t)).toEqual(before);
  });

  it("refuses a body far larger than wizard data before reading it", async () => {
    const response = await agent(t.app).post(WIZARD, { ...data, filler: "x".repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().isErrorResponse).toBe(true);
  });

  it("counts each IP's calls: past the limit a 429, while another IP goes on", async () => {
    const call = (remoteAddress: string) => danish.app.inject({ method: "POST", url: WIZARD, payload: data, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call("127.0.5.1")).statusCode).toBe(200);
    const refused = await call("127.0.5.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().isErrorResponse).toBe(true);
    expect((await call("127.0.5.2")).statusCode).toBe(200);
  });
});
