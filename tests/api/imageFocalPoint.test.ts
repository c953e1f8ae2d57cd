import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { storeImage } from "../../src/server/features/images/pipeline";
import { createTestApp, type TestApp } from "../support/app";
import { photo } from "../support/photo";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;
const page = (host: string) => t.app.inject({ method: "GET", url: "/", headers: { host } });
/** A 3:2 photo stored in the site's own folder, as an upload leaves it. */
const uploaded = async (siteId: string) => storeImage(t.deps.storage, siteId, await photo(900, 600, "jpeg"), "bild.jpg");

const withImages = (image: SiteImage, extra: object = {}): SiteDocumentInput => ({
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" }, userSelectedImageSize: "LARGE", image: { ...image, ...extra } },
    { id: "i", siteModuleType: "ImageAndText", text: { sv: "<p>Hej</p>" }, image: { ...image, ...extra } },
  ],
});

describe("an image's focal point", () => {
  it("is saved, comes back and places the guest page's photos", async () => {
    const owner = await publishedSite(t, { siteModules: [] });
    const image = await uploaded(owner.siteId);
    await owner.client.put(site(owner.siteId), withImages(image));
    const saved = await owner.client.put(site(owner.siteId), withImages(image, { focalPoint: { x: 30, y: 20 } }));
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await owner.client.get(site(owner.siteId))).json();
    expect(loaded.siteModules.map((module: { image: { focalPoint: unknown } }) => module.image.focalPoint)).toEqual([
      { x: 30, y: 20 },
      { x: 30, y: 20 },
    ]);
    const html = (await page(owner.host)).body;
    expect(html.match(/object-position:30% 20%/g)).toHaveLength(2);
  });

  it("is refused outside 0–100 % with 422 in the spec's error shape, and the old document stays", async () => {
    const owner = await publishedSite(t, { siteModules: [] });
    const image = await uploaded(owner.siteId);
    await owner.client.put(site(owner.siteId), withImages(image, { focalPoint: { x: 50, y: 40 } }));
    const refused = await owner.client.put(site(owner.siteId), withImages(image, { focalPoint: { x: 150, y: 20 } }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.any(String), en: expect.any(String), da: expect.any(String) } });
    expect(refused.json().fields).toContain("siteModules.0.image.focalPoint.x");
    expect((await owner.client.get(site(owner.siteId))).json().siteModules[0].image.focalPoint).toEqual({ x: 50, y: 40 });
  });

  it("is optional: a document saved before it existed loads and its photos stay centred", async () => {
    const owner = await publishedSite(t, { siteModules: [] });
    const image = await uploaded(owner.siteId);
    await owner.client.put(site(owner.siteId), withImages(image));
    const loaded = await owner.client.get(site(owner.siteId));
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().siteModules[0].image).not.toHaveProperty("focalPoint");
    const response = await page(owner.host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("header__image");
    expect(response.body).not.toContain("object-position");
  });

  it("asks the browser for the width the phone's header crop needs", async () => {
    const owner = await publishedSite(t, { siteModules: [] });
    const image = await uploaded(owner.siteId);
    await owner.client.put(site(owner.siteId), withImages(image));
    const html = (await page(owner.host)).body;
    expect(html).toContain('sizes="(min-width: 48rem) max(100vw, clamp(20rem, 100svh - 18rem, 52rem) * 1.5), max(100vw, min(68svh, 40rem) * 1.5)"');
  });
});
