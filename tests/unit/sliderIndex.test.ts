import { describe, expect, it } from "vitest";
import { clampIndex, sliderIndexForKey } from "../../src/modules/imageGallery/sliderIndex";

describe("sliderIndexForKey", () => {
  it("moves one image with the arrow keys", () => {
    expect(sliderIndexForKey("ArrowRight", 3, 20)).toBe(4);
    expect(sliderIndexForKey("ArrowLeft", 3, 20)).toBe(2);
  });
  it("jumps ten images with PageDown and PageUp", () => {
    expect(sliderIndexForKey("PageDown", 3, 20)).toBe(13);
    expect(sliderIndexForKey("PageUp", 13, 20)).toBe(3);
  });
  it("stays between the first and the last image", () => {
    expect(sliderIndexForKey("ArrowLeft", 0, 20)).toBe(0);
    expect(sliderIndexForKey("ArrowRight", 19, 20)).toBe(19);
    expect(sliderIndexForKey("PageDown", 15, 20)).toBe(19);
    expect(sliderIndexForKey("PageUp", 4, 20)).toBe(0);
  });
  it("goes to the ends with Home and End", () => {
    expect(sliderIndexForKey("Home", 7, 20)).toBe(0);
    expect(sliderIndexForKey("End", 7, 20)).toBe(19);
  });
  it("ignores other keys", () => {
    expect(sliderIndexForKey("Enter", 7, 20)).toBeNull();
    expect(sliderIndexForKey("ArrowUp", 7, 20)).toBeNull();
  });
});

describe("clampIndex", () => {
  it("keeps an index within a list", () => {
    expect(clampIndex(-2, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
  });
});
