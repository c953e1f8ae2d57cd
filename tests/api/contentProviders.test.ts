import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { googleMapRenderer } from "../../src/server/providers/maps/google";
import { youtubeThumbnails } from "../../src/server/providers/videoThumbnails/youtube";
import { fakeHttpServer } from "../support/fakeHttp";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("Google Static Maps adapter", () => {
  it("asks for the place, zoom, size, marker colour, theme styles and key", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    const fake = await fakeHttpServer(() => ({ status: 200, type: "image/png", body: png }));
    close = fake.close;
    const image = await googleMapRenderer("test-key", fake.baseUrl).render({ location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "NIGHT", markerColor: "#b4533c", width: 640, height: 420 });
    expect(image).toEqual({ body: png, contentType: "image/png" });
    const url = fake.requests[0]!.url;
    expect(url.pathname).toBe("/maps/api/staticmap");
    expect(url.searchParams.get("center")).toBe("Grand Hôtel Saltsjöbaden");
    expect(url.searchParams.get("zoom")).toBe("13");
    expect(url.searchParams.get("size")).toBe("640x420");
    expect(url.searchParams.get("markers")).toBe("color:0xb4533c|Grand Hôtel Saltsjöbaden");
    expect(url.searchParams.getAll("style").length).toBeGreaterThan(0);
    expect(url.searchParams.get("key")).toBe("test-key");
  });

  it("fails clearly when the API refuses", async () => {
    const fake = await fakeHttpServer(() => ({ status: 403, body: "The provided API key is invalid." }));
    close = fake.close;
    await expect(googleMapRenderer("bad", fake.baseUrl).render({ location: "x", zoom: 12, mapTheme: "NORMAL", markerColor: "#ea4335", width: 640, height: 420 })).rejects.toThrow(
      "Static Maps answered 403: The provided API key is invalid.",
    );
  });
});

describe("YouTube thumbnail adapter", () => {
  it("fetches the asked size and answers null when the video has none", async () => {
    const fake = await fakeHttpServer((request) => (request.url.pathname === "/vi/aqz-KE-bpKQ/sddefault.jpg" ? { status: 200, type: "image/jpeg", body: "jpeg-bytes" } : { status: 404, body: "" }));
    close = fake.close;
    const thumbnails = youtubeThumbnails(fake.baseUrl);
    expect((await thumbnails.fetch("aqz-KE-bpKQ", "sddefault"))?.body.toString()).toBe("jpeg-bytes");
    expect(await thumbnails.fetch("aqz-KE-bpKQ", "maxresdefault")).toBeNull();
  });
});
