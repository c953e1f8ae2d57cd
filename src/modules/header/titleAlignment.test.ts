import { describe, expect, it } from "vitest";
import { movedTitleAlignment } from "./titleAlignment";

describe("movedTitleAlignment", () => {
  it("moves the title one place up or down", () => {
    expect(movedTitleAlignment(0, -1)).toBe(-1);
    expect(movedTitleAlignment(0, 1)).toBe(1);
    expect(movedTitleAlignment(1, -1)).toBe(0);
    expect(movedTitleAlignment(-1, 1)).toBe(0);
  });

  it("wraps within -1 to 1", () => {
    expect(movedTitleAlignment(-1, -1)).toBe(1);
    expect(movedTitleAlignment(1, 1)).toBe(-1);
  });

  it("refuses any other value", () => {
    expect(() => movedTitleAlignment(2, 1)).toThrow(RangeError);
    expect(() => movedTitleAlignment(0.5, -1)).toThrow(RangeError);
  });
});
