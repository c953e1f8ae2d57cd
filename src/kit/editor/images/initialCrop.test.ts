import { describe, expect, it } from "vitest";
import { initialCrop } from "./initialCrop";

describe("initialCrop", () => {
  it("takes 90 % of the width and height, centred, without a ratio", () => {
    expect(initialCrop(undefined, 1600, 900)).toEqual({ unit: "%", x: 5, y: 5, width: 90, height: 90 });
  });

  it("takes 90 % of the width with the ratio's height, centred", () => {
    const crop = initialCrop(16 / 9, 1000, 1000);
    expect(crop.width).toBeCloseTo(90);
    expect(crop.height).toBeCloseTo(50.625);
    expect(crop.x).toBeCloseTo(5);
    expect(crop.y).toBeCloseTo(24.6875);
  });

  it("shrinks a ratio that would be taller than the image, keeping the ratio", () => {
    const crop = initialCrop(3 / 4, 1600, 900);
    expect(crop.height).toBeCloseTo(100);
    expect((crop.width * 1600) / (crop.height * 900)).toBeCloseTo(3 / 4);
    expect(crop.x + crop.width / 2).toBeCloseTo(50);
  });
});
