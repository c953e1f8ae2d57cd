import { describe, expect, it } from "vitest";
import { initialMapSettings, markerColorOf } from "./mapSettings";

describe("initialMapSettings", () => {
  it("starts from the stored map", () => {
    const map = { location: "Visby", zoom: 15, mapTheme: "RETRO" as const, markerColor: "#123456", contentDataType: "Map" as const };
    expect(initialMapSettings(map)).toEqual({ location: "Visby", zoom: 15, mapTheme: "RETRO", markerColor: "#123456" });
  });

  it("has no place, zoom 12, the standard theme and the red marker without a map", () => {
    expect(initialMapSettings(null)).toEqual({ location: "", zoom: 12, mapTheme: "NORMAL", markerColor: "#ea4335" });
  });
});

describe("markerColorOf", () => {
  it("reads six hex digits, with or without #, as a lower-case colour", () => {
    expect(markerColorOf("#EA4335")).toBe("#ea4335");
    expect(markerColorOf(" b4533c ")).toBe("#b4533c");
  });

  it("refuses anything but six hex digits", () => {
    expect(markerColorOf("#fff")).toBeNull();
    expect(markerColorOf("red")).toBeNull();
    expect(markerColorOf("#ea43355")).toBeNull();
    expect(markerColorOf("")).toBeNull();
  });
});
