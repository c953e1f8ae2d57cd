import { describe, expect, it } from "vitest";
import { clampCrop, percentCropToPixels } from "./crop";

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

describe("percentCropToPixels", () => {
  it("turns percentages into whole pixels of the natural size", () => {
    expect(percentCropToPixels({ x: 5, y: 10, width: 90, height: 50 }, image)).toEqual({ x: 20, y: 30, width: 360, height: 150 });
    expect(percentCropToPixels({ x: 33.3, y: 0, width: 33.4, height: 100 }, { width: 1000, height: 10 })).toEqual({ x: 333, y: 0, width: 334, height: 10 });
  });

  it("clamps a crop reaching past the image", () => {
    expect(percentCropToPixels({ x: 50, y: -10, width: 80, height: 120 }, image)).toEqual({ x: 200, y: 0, width: 200, height: 300 });
  });

  it("gives null for a crop without a size", () => {
    expect(percentCropToPixels({ x: 10, y: 10, width: 0, height: 40 }, image)).toBeNull();
    expect(percentCropToPixels({ x: 10, y: 10, width: 0.1, height: 40 }, image)).toBeNull();
  });
});
