import { describe, expect, it } from "vitest";
import { movedPoint, pointAt } from "./focalPoint";

describe("the focal point", () => {
  it("is where the owner clicks, in % of the image, kept inside it", () => {
    const box = { left: 100, top: 50, width: 200, height: 100 };
    expect(pointAt(box, 160, 125)).toEqual({ x: 30, y: 75 });
    expect(pointAt(box, 400, 0)).toEqual({ x: 100, y: 0 });
  });

  it("moves 1 % per arrow key, 10 % with Shift, and stops at the edges", () => {
    expect(movedPoint({ x: 50, y: 50 }, "ArrowLeft", false)).toEqual({ x: 49, y: 50 });
    expect(movedPoint({ x: 50, y: 50 }, "ArrowDown", true)).toEqual({ x: 50, y: 60 });
    expect(movedPoint({ x: 95, y: 3 }, "ArrowRight", true)).toEqual({ x: 100, y: 3 });
    expect(movedPoint({ x: 95, y: 3 }, "ArrowUp", true)).toEqual({ x: 95, y: 0 });
    expect(movedPoint({ x: 50, y: 50 }, "Enter", false)).toBeNull();
  });
});
