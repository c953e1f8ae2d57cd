import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { imageSrcSet } from "../../src/kit/guestPage/ui/SiteImage";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { photo } from "../support/photo";

let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  [t, small] = await Promise.all([createTestApp(), createTestApp({ env: { IMAGE_UPLOAD_MAX_BYTES: "20000", IMAGE_UPLOADS_PER_MINUTE: "3" } })]);
});
afterAll(() => Promise.all([t.close(), small.close()]));

const BOUNDARY = "----imageUploadTestBoundary";

/** A multipart/form-data body with one file part, built by hand. */
function multipartBody(content: Buffer, fileName: string, field = "file", contentType = "application/octet-stream") {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const upload = (client: Agent, siteId: string, content: Buffer, fileName: string) =>
  client.request({
    method: "POST",
    url: `/api/sites/${siteId}/upload-image`,
    payload: multipartBody(content, fileName),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });

async function served(client: Agent, image: SiteImage, fileName: string) {
  const response = await client.get(`${image.path}${fileName}`);
  expect(response.statusCode, fileName).toBe(200);
  return sharp(response.rawPayload).metadata();
}

describe("uploading an image", () => {
  it("stores a JPEG with its sizes, each served at the right width", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await upload(client, siteId, await photo(1700, 1000, "jpeg"), "bröllop.jpg");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json() as SiteImage;
    expect(image).toMatchObject({ path: `/images/${siteId}/`, originalName: "bröllop.jpg", temporary: false, width: 1700, height: 1000 });
    expect(image.sizes.map((size) => size.size)).toEqual([1600, 1200, 800, 600]);
    expect((await served(client, image, image.fileName)).width).toBe(1700);
    for (const size of image.sizes) expect((await served(client, image, size.fileName)).width).toBe(size.size);
  });

  it("keeps a WebP as wide as an original of exactly 1600 px, so phones are not sent the heavier JPEG", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await upload(client, siteId, await photo(1600, 900, "jpeg"), "bild.jpg");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json() as SiteImage;
    expect(image.sizes.map((size) => size.size)).toEqual([1600, 1200, 800, 600]);
    expect((await served(client, image, image.sizes[0]!.fileName)).format).toBe("webp");
    expect(imageSrcSet(image)).not.toContain(image.fileName);
  });

  it("stores a PNG over a megabyte as a JPEG original, never enlarging the sizes", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const png = await photo(1000, 800, "png");
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const response = await upload(client, siteId, png, "bild.png");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json() as SiteImage;
    expect(image.fileName).toMatch(/\.jpg$/);
    expect(image.sizes.map((size) => size.size)).toEqual([800, 600]);
    expect((await served(client, image, image.fileName)).format).toBe("jpeg");
    for (const size of image.sizes) expect((await served(client, image, size.fileName)).width).toBe(size.size);
  });

  it("turns an EXIF-rotated photo upright and strips its metadata", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const rotated = await sharp(await photo(800, 600, "jpeg")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const response = await upload(client, siteId, rotated, "rotated.jpg");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json() as SiteImage;
    expect([image.width, image.height]).toEqual([600, 800]);
    const original = await served(client, image, image.fileName);
    expect([original.width, original.height, original.orientation, original.exif]).toEqual([600, 800, undefined, undefined]);
  });

  it("refuses a text file named like a JPEG with a clear 422", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await upload(client, siteId, Buffer.from("not an image at all\n"), "x.jpg");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["file"] });
    expect(response.json().errorDescription.sv).toContain("ingen bild");
  });

  it("refuses an image format it does not take (GIF)", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#f00" } }).gif().toBuffer();
    expect((await upload(client, siteId, gif, "a.gif")).statusCode).toBe(422);
  });

  it("refuses a file over the byte limit with a 422, not a 500", async () => {
    const { client, siteId } = await registerOwner(small.app);
    const response = await upload(client, siteId, await photo(400, 300, "png"), "big.png");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errorDescription.en).toContain("too large");
  });

  it("refuses an image of more than 50 megapixels, however small the file", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } }).png().toBuffer();
    const response = await upload(client, siteId, huge, "huge.png");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errorDescription.en).toContain("megapixels");
  });

  it("takes uploads and crops per account up to the minute's limit, then a 429; other accounts go on", async () => {
    const { client, siteId } = await registerOwner(small.app);
    const jpeg = await photo(100, 100, "jpeg");
    const first = (await upload(client, siteId, jpeg, "a.jpg")).json() as SiteImage;
    expect((await upload(client, siteId, jpeg, "b.jpg")).statusCode).toBe(200);
    const crop = { sourceImageUrl: `${first.path}${first.fileName}`, crop: { x: 0, y: 0, width: 50, height: 50 } };
    expect((await client.put(`/api/sites/${siteId}/crop-image/v2`, crop)).statusCode).toBe(200);
    const limited = await upload(client, siteId, jpeg, "c.jpg");
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
    expect((await client.put(`/api/sites/${siteId}/crop-image/v2`, crop)).statusCode).toBe(429);
    const other = await registerOwner(small.app);
    expect((await upload(other.client, other.siteId, jpeg, "d.jpg")).statusCode).toBe(200);
  });

  it("is for the site's owner only", async () => {
    const { siteId } = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const jpeg = await photo(100, 100, "jpeg");
    expect((await upload(other.client, siteId, jpeg, "a.jpg")).statusCode).toBe(403);
    expect((await upload(agent(t.app), siteId, jpeg, "a.jpg")).statusCode).toBe(401);
  });
});

describe("cropping an image", () => {
  it("stores the crop as a new image remembering the original, and reverting gives the original back", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const original = (await upload(client, siteId, await photo(1700, 1000, "jpeg"), "party.jpg")).json() as SiteImage;
    const crop = { originalName: "party.jpg", sourceImageUrl: `${original.path}${original.fileName}`, crop: { x: -10, y: 100.4, width: 910, height: 700 } };
    const response = await client.put(`/api/sites/${siteId}/crop-image/v2`, crop);
    expect(response.statusCode, response.body).toBe(200);
    const cropped = response.json() as SiteImage;
    expect(cropped).toMatchObject({ width: 900, height: 700, originalName: "party.jpg", temporary: false });
    expect(cropped.fileName).not.toBe(original.fileName);
    expect(cropped.imageBeforeEdit).toEqual({ path: original.path, fileName: original.fileName, sizes: original.sizes });
    expect((await served(client, cropped, cropped.fileName)).width).toBe(900);
    expect(cropped.sizes.map((size) => size.size)).toEqual([800, 600]);

    // Cropping the crop keeps the first original as the one to go back to.
    const again = await client.put(`/api/sites/${siteId}/crop-image/v2`, {
      originalName: cropped.originalName,
      sourceImageUrl: `${cropped.path}${cropped.sizes[0]!.fileName}`,
      crop: { x: 0, y: 0, width: 400, height: 400 },
      imageBeforeEdit: cropped.imageBeforeEdit,
    });
    expect(again.statusCode, again.body).toBe(200);
    // Coordinates are in pixels of the 800 px size named, so twice that of the 900 px crop is clamped.
    expect(again.json()).toMatchObject({ width: 450, height: 450, imageBeforeEdit: cropped.imageBeforeEdit });

    const reverted = await client.put(`/api/sites/${siteId}/crop-image/v2/revert`, { image: again.json() });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toEqual({ ...original, originalName: "party.jpg" });
    expect(reverted.json().imageBeforeEdit).toBeUndefined();
  });

  it("refuses to revert an image that was never cropped", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const original = (await upload(client, siteId, await photo(300, 200, "jpeg"), "a.jpg")).json();
    const response = await client.put(`/api/sites/${siteId}/crop-image/v2/revert`, { image: original });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Image is not edited");
  });

  it("refuses another site's image, an empty crop and a missing file", async () => {
    const first = await registerOwner(t.app);
    const second = await registerOwner(t.app);
    const image = (await upload(first.client, first.siteId, await photo(300, 200, "jpeg"), "a.jpg")).json() as SiteImage;
    const url = `${image.path}${image.fileName}`;
    const put = (body: unknown) => second.client.put(`/api/sites/${second.siteId}/crop-image/v2`, body);
    expect((await put({ sourceImageUrl: url, crop: { x: 0, y: 0, width: 10, height: 10 } })).statusCode).toBe(422);
    const own = `/images/${second.siteId}/${image.fileName}`;
    expect((await put({ sourceImageUrl: own, crop: { x: 0, y: 0, width: 10, height: 10 } })).statusCode).toBe(404);
    const self = (body: unknown) => first.client.put(`/api/sites/${first.siteId}/crop-image/v2`, body);
    expect((await self({ sourceImageUrl: url, crop: { x: 0, y: 0, width: 0, height: 10 } })).statusCode).toBe(422);
    expect((await self({ sourceImageUrl: url, crop: { x: 500, y: 0, width: 10, height: 10 } })).statusCode).toBe(422);
    expect((await self({ sourceImageUrl: url })).statusCode).toBe(422);
  });

  it("takes the older crop body (the area beside the image) at crop-image, answering the fields a legacy image entry merges in", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const original = (await upload(client, siteId, await photo(1200, 800, "jpeg"), "fest.jpg")).json() as SiteImage;
    const response = await client.put(`/api/sites/${siteId}/crop-image`, { imageBeforeEdit: null, sourceImageUrl: `${original.path}${original.fileName}`, x: 100, y: 50, width: 600, height: 400 });
    expect(response.statusCode, response.body).toBe(200);
    const cropped = response.json() as SiteImage;
    expect(cropped).toMatchObject({ path: original.path, width: 600, height: 400, imageBeforeEdit: { path: original.path, fileName: original.fileName, sizes: original.sizes } });
    expect((await served(client, cropped, cropped.fileName)).width).toBe(600);
    expect((await client.put(`/api/sites/${siteId}/crop-image`, { sourceImageUrl: `${original.path}${original.fileName}`, crop: { x: 0, y: 0, width: 10, height: 10 } })).statusCode).toBe(422);
    const other = await registerOwner(t.app);
    expect((await other.client.put(`/api/sites/${siteId}/crop-image`, { sourceImageUrl: `${original.path}${original.fileName}`, x: 0, y: 0, width: 10, height: 10 })).statusCode).toBe(403);
  });

  it("is for the site's owner only", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const image = (await upload(client, siteId, await photo(300, 200, "jpeg"), "a.jpg")).json() as SiteImage;
    const body = { sourceImageUrl: `${image.path}${image.fileName}`, crop: { x: 0, y: 0, width: 10, height: 10 } };
    expect((await other.client.put(`/api/sites/${siteId}/crop-image/v2`, body)).statusCode).toBe(403);
    expect((await agent(t.app).put(`/api/sites/${siteId}/crop-image/v2`, body)).statusCode).toBe(401);
    expect((await other.client.put(`/api/sites/${siteId}/crop-image/v2/revert`, { image })).statusCode).toBe(403);
    expect((await agent(t.app).put(`/api/sites/${siteId}/crop-image/v2/revert`, { image })).statusCode).toBe(401);
  });
});
