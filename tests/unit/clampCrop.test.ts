import { describe, expect, it } from "vitest";
import { clampCrop } from "../../src/server/features/imageUpload/clampCrop";
import { parseSourceImage } from "../../src/server/features/imageUpload/sourceImage";

const image = { width: 400, height: 300 };

describe("clampCrop", () => {
  it("keeps a crop inside the image as it is, rounded to whole pixels", () => {
    expect(clampCrop({ x: 10, y: 20, width: 100, height: 50 }, image)).toEqual({ x: 10, y: 20, width: 100, height: 50 });
    expect(clampCrop({ x: 10.4, y: 19.6, width: 99.8, height: 50.2 }, image)).toEqual({ x: 10, y: 20, width: 100, height: 50 });
  });

  it("moves negative x and y to the edge, keeping the far side", () => {
    expect(clampCrop({ x: -20, y: -5, width: 120, height: 105 }, image)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it("cuts width and height that reach beyond the image", () => {
    expect(clampCrop({ x: 300, y: 200, width: 500, height: 500 }, image)).toEqual({ x: 300, y: 200, width: 100, height: 100 });
    expect(clampCrop({ x: -10, y: -10, width: 9999, height: 9999 }, image)).toEqual({ x: 0, y: 0, ...image });
  });

  it("refuses zero, negative and non-finite sizes", () => {
    expect(clampCrop({ x: 0, y: 0, width: 0, height: 10 }, image)).toBeNull();
    expect(clampCrop({ x: 0, y: 0, width: 10, height: -10 }, image)).toBeNull();
    expect(clampCrop({ x: 0, y: 0, width: Number.NaN, height: 10 }, image)).toBeNull();
    expect(clampCrop({ x: 0, y: 0, width: 0.3, height: 10 }, image)).toBeNull();
  });

  it("refuses a crop lying wholly outside the image", () => {
    expect(clampCrop({ x: 500, y: 0, width: 50, height: 50 }, image)).toBeNull();
    expect(clampCrop({ x: -100, y: 0, width: 50, height: 50 }, image)).toBeNull();
  });
});

describe("parseSourceImage", () => {
  const siteId = "0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
  const id = "11111111-2222-4333-8444-555555555555";

  it("reads the site's original or one of its sizes, as a path or a full URL", () => {
    expect(parseSourceImage(`/images/${siteId}/${id}.jpg`, siteId)).toEqual({ id });
    expect(parseSourceImage(`https://example.com/images/${siteId}/${id}-1200.webp`, siteId)).toEqual({ id, size: 1200 });
  });

  it("refuses another site's image, other paths and other file names", () => {
    expect(parseSourceImage(`/images/${id}/${id}.jpg`, siteId)).toBeNull();
    expect(parseSourceImage(`/images/${siteId}/../${id}.jpg`, siteId)).toBeNull();
    expect(parseSourceImage(`/images/${siteId}/${id}.png`, siteId)).toBeNull();
    expect(parseSourceImage(`/uploads/${siteId}/${id}.jpg`, siteId)).toBeNull();
    expect(parseSourceImage("http://[bad", siteId)).toBeNull();
  });
});
