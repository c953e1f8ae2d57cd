import { describe, expect, it } from "vitest";
import { mapImageUrl, mapPreviewUrl } from "./mapUrls";

const map = { location: "Kyrkvägen 1/3, Visby", zoom: 14, mapTheme: "RETRO" as const, markerColor: "#EA4335" };

describe("map URLs", () => {
  it("put the encoded location, zoom, theme and lower-case colour without # in the path", () => {
    expect(mapImageUrl("s1", map)).toBe("/api/sites/s1/maps/Kyrkv%C3%A4gen%201%2F3%2C%20Visby/14/RETRO/ea4335/");
  });

  it("insert /preview/ for the editor's preview", () => {
    expect(mapPreviewUrl("s1", map)).toBe("/api/sites/s1/maps/preview/Kyrkv%C3%A4gen%201%2F3%2C%20Visby/14/RETRO/ea4335/");
  });
});
