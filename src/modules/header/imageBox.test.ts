import { describe, expect, it } from "vitest";
import { headerImageSizes, headerImageStyle } from "./imageBox";

describe("the header photo's sizes", () => {
  it("asks for the width a tall phone crop of a landscape photo needs, not the screen's", () => {
    expect(headerImageSizes("LARGE", { width: 3000, height: 2000 }, "theme4")).toBe(
      "(min-width: 48rem) max(100vw, clamp(20rem, 100svh - 18rem, 52rem) * 1.5), max(100vw, min(68svh, 40rem) * 1.5)",
    );
  });

  it("takes a portrait photo's own shape", () => {
    expect(headerImageSizes("LARGE", { width: 1000, height: 1500 }, "theme4")).toContain("min(68svh, 40rem) * 0.667");
  });

  it("assumes a 3:2 photo when the size is not stored", () => {
    expect(headerImageSizes("LARGE", {}, "theme4")).toContain("min(68svh, 40rem) * 1.5)");
  });

  it("widens a boxed photo only where the box is narrower than the photo", () => {
    // 4:3 on phones crops a 3:2 photo's sides; 16:9 on wide screens crops its top and bottom.
    expect(headerImageSizes("MEDIUM", { width: 1500, height: 1000 }, "theme4")).toBe("(min-width: 48rem) min(100vw, 1200px), calc(100vw * 1.125)");
    expect(headerImageSizes("SMALL", { width: 1500, height: 1000 }, "theme4")).toBe("(min-width: 48rem) min(100vw - 2rem, 640px), calc(100vw - 2rem)");
  });

  it("gives the CSS the same heights and ratios", () => {
    expect(headerImageStyle("LARGE", "theme4")).toEqual({ "--header-image-height": "min(68svh, 40rem)", "--header-image-height-wide": "clamp(20rem, 100svh - 18rem, 52rem)" });
    expect(headerImageStyle("MEDIUM", "theme4")).toEqual({ "--header-image-ratio": "1.333", "--header-image-ratio-wide": "1.778" });
  });

  it("asks Photo's screen-high header for the width its crop of the whole screen needs", () => {
    expect(headerImageSizes("LARGE", { width: 3000, height: 2000 }, "theme9")).toBe(
      "(min-width: 48rem) max(100vw, min(100svh, 62rem) * 1.5), max(100vw, min(100svh, 62rem) * 1.5)",
    );
    expect(headerImageStyle("SMALL", "theme9")).toEqual({ "--header-image-height": "min(55svh, 34rem)", "--header-image-height-wide": "min(55svh, 34rem)" });
  });
});
