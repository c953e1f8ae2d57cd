import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { quickStartImages } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { imageForm, photo } from "../support/photo";

let t: TestApp;
let tight: TestApp;
beforeAll(async () => {
  [t, tight] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { QUICK_START_IMAGES_PER_MINUTE: "2", QUICK_START_IMAGES_PER_DAY: "3", QUICK_START_MAPS_PER_MINUTE: "1" } }),
  ]);
});
afterAll(() => Promise.all([t.close(), tight.close()]));

const BASE = "/api/sites/quick-start";
let addresses = 0;
/** Each test speaks from an address of its own, so the per-IP counts do not meet. */
const newAddress = () => `127.0.9.${++addresses}`;

const upload = (app: TestApp, content: Buffer, remoteAddress: string, fileName = "bild.jpg") =>
  app.app.inject({ method: "POST", url: `${BASE}/upload-image`, payload: imageForm(content, fileName), remoteAddress });

const put = (app: TestApp, url: string, payload: object, remoteAddress: string) => app.app.inject({ method: "PUT", url, payload, remoteAddress });
const filesOf = (image: Pick<SiteImage, "fileName" | "sizes">) => [image.fileName, ...image.sizes.map((size) => size.fileName)];
const get = (app: TestApp, url: string) => app.app.inject({ method: "GET", url });

async function starterImage(app: TestApp): Promise<SiteImage> {
  const { site } = (await get(app, `${BASE}/`)).json();
  return site.siteModules.find((module: { image?: SiteImage }) => module.image)!.image;
}

describe("quick-start uploads, without an account", () => {
  it("stores the image temporarily under /images/quick-start/, serves each file, and notes all of them for clean-up", async () => {
    const response = await upload(t, await photo(1300, 900, "jpeg"), newAddress(), "semester.jpg");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json() as SiteImage;
    expect(image).toMatchObject({ path: "/images/quick-start/", originalName: "semester.jpg", temporary: true, width: 1300, height: 900 });
    expect(image.sizes.map((size) => size.size)).toEqual([1200, 800, 600]);
    for (const fileName of filesOf(image)) {
      const file = await get(t, `${image.path}${fileName}`);
      expect(file.statusCode, fileName).toBe(200);
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const [row] = await t.database.db.select().from(quickStartImages).where(eq(quickStartImages.fileId, image.fileName.replace(".jpg", "")));
    expect(row).toMatchObject({ fileNames: filesOf(image), claimedAt: null });
  });

  it("refuses what is not an image, as for an owner", async () => {
    const response = await upload(t, Buffer.from("not an image"), newAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["file"] });
  });

  it("crops a starter picture into a quick-start image that remembers the starter one, and undoes the crop", async () => {
    const address = newAddress();
    const starter = await starterImage(t);
    const cropped = await put(t, `${BASE}/crop-image/v2`, { originalName: "header.jpg", sourceImageUrl: `${starter.path}${starter.sizes.at(-1)!.fileName}`, crop: { x: 0, y: 0, width: 300, height: 200 } }, address);
    expect(cropped.statusCode, cropped.body).toBe(200);
    const image = cropped.json() as SiteImage;
    expect(image).toMatchObject({ path: "/images/quick-start/", temporary: true, imageBeforeEdit: { path: "/images/starter/", fileName: starter.fileName } });
    expect((await get(t, `${image.path}${image.fileName}`)).statusCode).toBe(200);

    const reverted = await put(t, `${BASE}/crop-image/v2/revert`, { image }, address);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ path: "/images/starter/", fileName: starter.fileName, temporary: false, width: starter.width });
  });

  it("crops its own upload and undoes that crop back to the temporary upload", async () => {
    const address = newAddress();
    const uploaded = (await upload(t, await photo(800, 600, "jpeg"), address)).json() as SiteImage;
    const cropped = await put(t, `${BASE}/crop-image/v2`, { sourceImageUrl: `${uploaded.path}${uploaded.fileName}`, crop: { x: 100, y: 100, width: 400, height: 300 } }, address);
    expect(cropped.statusCode, cropped.body).toBe(200);
    expect(cropped.json()).toMatchObject({ width: 400, height: 300, imageBeforeEdit: { path: "/images/quick-start/", fileName: uploaded.fileName } });
    const reverted = await put(t, `${BASE}/crop-image/v2/revert`, { image: cropped.json() }, address);
    expect(reverted.json()).toMatchObject({ path: "/images/quick-start/", fileName: uploaded.fileName, temporary: true, width: 800 });
  });

  it("will not crop or restore an owner's site image", async () => {
    const owner = await registerOwner(t.app);
    const theirs = (await owner.client.get(`/api/sites/${owner.siteId}`)).json().siteModules.find((module: { image?: SiteImage }) => module.image).image as SiteImage;
    const crop = await put(t, `${BASE}/crop-image/v2`, { sourceImageUrl: `${theirs.path}${theirs.fileName}`, crop: { x: 0, y: 0, width: 10, height: 10 } }, newAddress());
    expect(crop.statusCode).toBe(422);
    expect(crop.json().fields).toEqual(["sourceImageUrl"]);
    const revert = await put(t, `${BASE}/crop-image/v2/revert`, { image: { ...theirs, imageBeforeEdit: { path: theirs.path, fileName: theirs.fileName, sizes: theirs.sizes } } }, newAddress());
    expect(revert.statusCode).toBe(422);
    expect(revert.json().fields).toEqual(["image.imageBeforeEdit"]);
  });
});

describe("quick-start limits", () => {
  it("counts uploads and crops per IP: past QUICK_START_IMAGES_PER_MINUTE a 429, while another IP goes on", async () => {
    const address = newAddress();
    const jpeg = await photo(200, 150, "jpeg");
    const first = (await upload(tight, jpeg, address)).json() as SiteImage;
    const crop = { sourceImageUrl: `${first.path}${first.fileName}`, crop: { x: 0, y: 0, width: 50, height: 50 } };
    expect((await put(tight, `${BASE}/crop-image/v2`, crop, address)).statusCode).toBe(200);
    const refused = await upload(tight, jpeg, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
    expect((await put(tight, `${BASE}/crop-image/v2`, crop, address)).statusCode).toBe(429);
    // The third image of the day, from elsewhere: the daily cap (3) is now reached for everyone.
    expect((await upload(tight, jpeg, newAddress())).statusCode).toBe(200);
    const full = await upload(tight, jpeg, newAddress());
    expect(full.statusCode).toBe(429);
    expect(full.json().errorDescription.sv).toContain("Skapa ett konto");
    expect(await tight.database.db.$count(quickStartImages)).toBe(3);

    // A day later the cap has room again.
    tight.advanceTime(24 * 60 * 60 * 1000 + 1000);
    expect((await upload(tight, jpeg, newAddress())).statusCode).toBe(200);
  });
});

describe("quick-start maps, without an account", () => {
  const place = encodeURIComponent("Stadshuset, Stockholm");

  it("saves and previews a map", async () => {
    const address = newAddress();
    const saved = await t.app.inject({ method: "POST", url: `${BASE}/maps/${place}/14/NORMAL/B4533C/`, remoteAddress: address });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ location: "Stadshuset, Stockholm", zoom: 14, mapTheme: "NORMAL", markerColor: "#b4533c", contentDataType: "Map" });
    const preview = await t.app.inject({ method: "GET", url: `${BASE}/maps/preview/${place}/14/NORMAL/b4533c/`, remoteAddress: address });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toContain("image/svg+xml");
    expect(preview.headers["cache-control"]).toBe("private, max-age=3600");
    const bad = await t.app.inject({ method: "POST", url: `${BASE}/maps/${place}/30/NORMAL/b4533c/`, remoteAddress: address });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual(["zoom"]);
  });

  it("counts each new map drawn per IP; a map drawn before costs nothing", async () => {
    const address = newAddress();
    const render = vi.spyOn(tight.deps.maps!, "render");
    const draw = (zoom: number, remoteAddress = address) => tight.app.inject({ method: "GET", url: `${BASE}/maps/preview/${place}/${zoom}/NORMAL/b4533c/`, remoteAddress });
    expect((await draw(10)).statusCode).toBe(200);
    expect((await draw(10)).statusCode).toBe(200);
    expect((await draw(11)).statusCode).toBe(429);
    expect((await draw(11, newAddress())).statusCode).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
    render.mockRestore();
  });
});

describe("the image files of quick start", () => {
  it("are served as stored", async () => {
    const uploaded = (await upload(t, await photo(640, 480, "jpeg"), newAddress())).json() as SiteImage;
    const file = await get(t, `${uploaded.path}${uploaded.sizes[0]!.fileName}`);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(600);
  });
});
