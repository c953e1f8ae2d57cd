import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QR_RENDERS_PER_MINUTE } from "../../src/domain/limits";
import type { SiteImage } from "../../src/domain/site/common";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { imageForm, photo } from "../support/photo";
import { cardBody, createCard } from "../support/print";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a card's images", () => {
  it("uploads into the card's site, crops by x, y, width and height, and the card takes the result", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const id = await createCard(client, siteId, cardBody("PHOTO_CLEAN"));
    const uploaded = await client.request({ method: "POST", url: `/api/prints/${id}/image-upload`, payload: imageForm(await photo(1000, 800, "jpeg"), "vi.jpg") });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const original = uploaded.json() as SiteImage;
    expect(original).toMatchObject({ path: `/images/${siteId}/`, originalName: "vi.jpg", temporary: false, width: 1000, height: 800 });

    const crop = { originalName: "vi.jpg", sourceImageUrl: `${original.path}${original.fileName}`, x: 100, y: 50, width: 550, height: 500 };
    const cropped = await client.put(`/api/prints/${id}/image-crop`, crop);
    expect(cropped.statusCode, cropped.body).toBe(200);
    const image = cropped.json() as SiteImage;
    expect(image).toMatchObject({ path: `/images/${siteId}/`, width: 550, height: 500, imageBeforeEdit: { path: original.path, fileName: original.fileName } });
    expect((await sharp((await client.get(`${image.path}${image.fileName}`)).rawPayload).metadata()).width).toBe(550);

    const body = cardBody("PHOTO_CLEAN");
    const withPhoto = { ...body, content: [body.content[0], { id: "primaryImage", page: 1, position: "primaryImage", contentType: "image", ...image }, ...body.content.slice(1)] };
    const saved = await client.put(`/api/prints/${id}`, withPhoto);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content[1]).toMatchObject({ position: "primaryImage", fileName: image.fileName, imageBeforeEdit: { fileName: original.fileName } });
  });

  it("refuses a crop without its area or of another site's image, naming the field", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const id = await createCard(client, siteId);
    const theirs = (await other.client.request({ method: "POST", url: `/api/sites/${other.siteId}/upload-image`, payload: imageForm(await photo(200, 200, "jpeg")) })).json() as SiteImage;
    const source = `${theirs.path}${theirs.fileName}`;
    const missing = await client.put(`/api/prints/${id}/image-crop`, { sourceImageUrl: source, x: 0, y: 0, width: 10 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual(["height"]);
    const foreign = await client.put(`/api/prints/${id}/image-crop`, { sourceImageUrl: source, x: 0, y: 0, width: 10, height: 10 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual(["sourceImageUrl"]);
  });
});

/** The distinct colours of a PNG's pixels, as #rrggbb. */
async function colours(png: Buffer): Promise<Set<string>> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = new Set<string>();
  for (let at = 0; at < data.length; at += info.channels) found.add(`#${data.subarray(at, at + 3).toString("hex")}`);
  return found;
}

const qr = (target: string, query = "", remoteAddress = "127.0.5.1") => t.app.inject({ method: "GET", url: `/api/qr/${encodeURIComponent(target)}${query}`, remoteAddress });

describe("QR code images", () => {
  it("draws a PNG of the address in the colours asked for, cached by browsers", async () => {
    const response = await qr("https://anna-och-erik.example.se/", "?darkColor=1a2b3c&lightColor=%23FFEEDD");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await sharp(response.rawPayload).metadata()).format).toBe("png");
    expect(await colours(response.rawPayload)).toEqual(new Set(["#1a2b3c", "#ffeedd"]));
    expect(await colours((await qr("https://anna-och-erik.example.se/")).rawPayload)).toEqual(new Set(["#000000", "#ffffff"]));
  });

  it("draws DEMO as the demo site's address", async () => {
    const demo = await qr("DEMO");
    expect(demo.statusCode).toBe(200);
    const address = await qr(`https://${t.deps.config.brand.demoHost}/`);
    expect(demo.rawPayload.equals(address.rawPayload)).toBe(true);
    expect(demo.rawPayload.equals((await qr("https://other.example.se/")).rawPayload)).toBe(false);
  });

  it("refuses colours that are not six hex digits, addresses that are not web addresses, and addresses over 500 characters", async () => {
    const refusals: [string, string, string[]][] = [
      ["https://a.example.se/", "?darkColor=red", ["darkColor"]],
      ["https://a.example.se/", "?lightColor=fff", ["lightColor"]],
      ["javascript:alert(1)", "", ["url"]],
      ["just words", "", ["url"]],
      [`https://a.example.se/${"x".repeat(480)}`, "", ["url"]],
    ];
    for (const [target, query, fields] of refusals) {
      const response = await qr(target, query);
      expect(response.statusCode, `${target}${query}`).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields });
    }
  });

  it(`draws at most ${QR_RENDERS_PER_MINUTE} new codes a minute for one IP, and answers drawn ones from its cache`, async () => {
    const from = "127.0.5.99";
    for (let index = 0; index < QR_RENDERS_PER_MINUTE; index++) expect((await qr(`https://limit.example.se/${index}`, "", from)).statusCode).toBe(200);
    expect((await qr("https://limit.example.se/one-more", "", from)).statusCode).toBe(429);
    expect((await qr("https://limit.example.se/0", "", from)).statusCode).toBe(200);
  });
});
