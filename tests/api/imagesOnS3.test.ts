import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { seedDemo } from "../../src/server/seed/demo";
import { agent, createTestApp, type TestApp } from "../support/app";
import { imageForm, photo } from "../support/photo";
import { startS3Server, S3_TEST_BUCKET, type S3Server } from "../support/s3Server";
import { publishedSite } from "../support/site";

/**
 * Two app processes on one database and one bucket (s3rver), each with its own empty data
 * folder: what one stores, the other serves. A third redirects public images to a CDN base.
 */
let s3: S3Server;
let a: TestApp;
let b: TestApp;
let cdn: TestApp;
let cdnBase: string;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await createTestApp({ env: s3.env });
  cdnBase = `${s3.endpoint}/${S3_TEST_BUCKET}`;
  [b, cdn] = await Promise.all([
    createTestApp({ env: s3.env, database: a.database, starterFiles: false }),
    createTestApp({ env: { ...s3.env, IMAGE_CDN_URL: `${cdnBase}/` }, database: a.database, starterFiles: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([b.close(), cdn.close()]);
  await a.close();
  await s3.close();
});

const YEAR = "max-age=31536000, immutable";
const fileNames = (image: SiteImage) => [image.fileName, ...image.sizes.map((size) => size.fileName)];
const get = (t: TestApp, url: string, host: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers: { host, ...headers } });

async function upload(t: TestApp, client: ReturnType<typeof agent>, siteId: string, width: number, height: number) {
  const response = await client.request({ method: "POST", url: `/api/sites/${siteId}/upload-image`, payload: imageForm(await photo(width, height, "jpeg")) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SiteImage;
}

describe("images in an S3 bucket", () => {
  it("serves an upload from another process, every size at its width, with the year-long cache", async () => {
    const owner = await publishedSite(a, { siteModules: [] });
    const image = await upload(a, owner.client, owner.siteId, 1700, 1000);
    expect(image.sizes.map((size) => size.size)).toEqual([1600, 1200, 800, 600]);
    for (const [fileName, width, type] of [[image.fileName, 1700, "image/jpeg"], ...image.sizes.map((size) => [size.fileName, size.size, "image/webp"] as const)] as const) {
      const response = await get(b, `${image.path}${fileName}`, owner.host);
      expect(response.statusCode, fileName).toBe(200);
      expect(response.headers).toMatchObject({ "content-type": type, "cache-control": `public, ${YEAR}`, "content-length": String(response.rawPayload.length) });
      expect((await sharp(response.rawPayload).metadata()).width, fileName).toBe(width);
    }
    expect((await get(b, `${image.path}00000000-0000-0000-0000-000000000000.jpg`, owner.host)).statusCode).toBe(404);
  });

  it("crops on one process what another stored, and reverts to the original", async () => {
    const owner = await publishedSite(a, { siteModules: [] });
    const original = await upload(a, owner.client, owner.siteId, 1200, 900);
    const onB = agent(b.app);
    for (const [name, value] of owner.client.cookies) onB.cookies.set(name, value);
    const cropped = await onB.put(`/api/sites/${owner.siteId}/crop-image/v2`, { originalName: "a.jpg", sourceImageUrl: `${original.path}${original.fileName}`, crop: { x: 100, y: 100, width: 700, height: 500 } });
    expect(cropped.statusCode, cropped.body).toBe(200);
    const image = cropped.json() as SiteImage;
    expect(image).toMatchObject({ width: 700, height: 500, imageBeforeEdit: { fileName: original.fileName } });
    expect((await sharp((await get(a, `${image.path}${image.fileName}`, owner.host)).rawPayload).metadata()).width).toBe(700);
    const reverted = await owner.client.put(`/api/sites/${owner.siteId}/crop-image/v2/revert`, { image });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ fileName: original.fileName, width: 1200, height: 900 });
  });

  it("shows the guest page's images, a protected site's only after its password and privately cached", async () => {
    const owner = await publishedSite(a, { siteModules: [] }, { password: "hemlis" });
    const image = await upload(a, owner.client, owner.siteId, 900, 600);
    const saved = await owner.client.put(`/api/sites/${owner.siteId}`, { siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" }, image }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `${image.path}${image.sizes[0]!.fileName}`;
    expect((await get(b, url, owner.host)).statusCode).toBe(401);

    const guest = agent(b.app);
    expect((await guest.post("/api/sites/password-login/", { host: owner.host, password: "hemlis" }, { host: owner.host })).statusCode).toBe(200);
    expect((await guest.get("/", { host: owner.host })).body).toContain(url);
    const picture = await guest.get(url, { host: owner.host });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toBe(`private, ${YEAR}`);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(800);
  });

  it("seeds the demo site with its pictures stored in the bucket", async () => {
    const demo = await seedDemo(a.database.db, a.deps.storage, a.deps.config.brand, a.deps.config.sitesDomain, a.deps.now());
    const html = (await get(b, "/", demo.host)).body;
    const urls = [...new Set(html.match(/\/images\/[0-9a-f-]{36}\/[0-9a-f-]{36}(-\d+)?\.(jpg|webp)/g))];
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      expect(url).toContain(`/images/${demo.siteId}/`);
      const response = await get(b, url, demo.host);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^image\/(jpeg|webp)$/);
    }
  });
});

describe("images behind a CDN (IMAGE_CDN_URL)", () => {
  it("redirects a public image to the CDN's copy of the stored object, cached for a year", async () => {
    const owner = await publishedSite(a, { siteModules: [] });
    const image = await upload(a, owner.client, owner.siteId, 700, 500);
    for (const fileName of fileNames(image)) {
      const response = await get(cdn, `${image.path}${fileName}`, owner.host);
      expect(response.statusCode, fileName).toBe(302);
      expect(response.headers.location).toBe(`${cdnBase}/${owner.siteId}/${fileName}`);
      expect(response.headers["cache-control"]).toBe(`public, ${YEAR}`);
      // The base here is the bucket itself, read without credentials as a CDN in front of it would.
      const copy = await fetch(response.headers.location as string);
      expect(Buffer.from(await copy.arrayBuffer()).equals((await get(b, `${image.path}${fileName}`, owner.host)).rawPayload), fileName).toBe(true);
    }
    expect((await get(cdn, `${image.path}00000000-0000-0000-0000-000000000000.jpg`, owner.host)).statusCode).toBe(404);
  });

  it("streams a protected site's images itself, so the password check stays the only way to them", async () => {
    const owner = await publishedSite(a, { siteModules: [] }, { password: "hemlis" });
    const image = await upload(a, owner.client, owner.siteId, 700, 500);
    const guest = agent(cdn.app);
    expect((await guest.get(`${image.path}${image.fileName}`, { host: owner.host })).statusCode).toBe(401);
    await guest.post("/api/sites/password-login/", { host: owner.host, password: "hemlis" }, { host: owner.host });
    const picture = await guest.get(`${image.path}${image.fileName}`, { host: owner.host });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toBe(`private, ${YEAR}`);
  });
});
