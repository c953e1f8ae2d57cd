import { describe, expect, it } from "vitest";
import { parseSourceImage } from "../../src/server/features/imageUpload/sourceImage";

describe("parseSourceImage", () => {
  const siteId = "0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
  const id = "11111111-2222-4333-8444-555555555555";

  it("reads the site's original or one of its sizes, as a path or a full URL", () => {
    expect(parseSourceImage(`/images/${siteId}/${id}.jpg`, [siteId])).toEqual({ folder: siteId, id });
    expect(parseSourceImage(`https://example.com/images/${siteId}/${id}-1200.webp`, [siteId])).toEqual({ folder: siteId, id, size: 1200 });
  });

  it("reads an image of any of the readable folders, as quick start reads the starter pictures", () => {
    const folders = ["quick-start", "starter"];
    expect(parseSourceImage(`/images/starter/${id}-800.webp`, folders)).toEqual({ folder: "starter", id, size: 800 });
    expect(parseSourceImage(`/images/quick-start/${id}.jpg`, folders)).toEqual({ folder: "quick-start", id });
    expect(parseSourceImage(`/images/${siteId}/${id}.jpg`, folders)).toBeNull();
  });

  it("refuses another site's image, other paths and other file names", () => {
    expect(parseSourceImage(`/images/${id}/${id}.jpg`, [siteId])).toBeNull();
    expect(parseSourceImage(`/images/${siteId}/../${id}.jpg`, [siteId])).toBeNull();
    expect(parseSourceImage(`/images/${siteId}/${id}.png`, [siteId])).toBeNull();
    expect(parseSourceImage(`/uploads/${siteId}/${id}.jpg`, [siteId])).toBeNull();
    expect(parseSourceImage("http://[bad", [siteId])).toBeNull();
  });
});
