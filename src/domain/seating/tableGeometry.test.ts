import { describe, expect, it } from "vitest";
import { firstSideSeats, seatNeighbours, seatPoints, sideBySide } from "./tableGeometry";

describe("table geometry", () => {
  it("goes round a round table: the next seat clockwise is on the guest's left, and the last meets the first", () => {
    expect(seatNeighbours("round", 8, 0)).toEqual({ left: 1, right: 7, opposite: null });
    expect(seatNeighbours("round", 8, 7)).toEqual({ left: 0, right: 6, opposite: null });
    expect(seatPoints("round", 8)[0]!.y).toBeLessThan(0);
  });

  it("seats a long table on both sides with no neighbour round its ends, and knows who sits across", () => {
    expect(firstSideSeats("long", 10)).toBe(5);
    expect(seatNeighbours("long", 10, 4)).toEqual({ left: null, right: 3, opposite: 5 });
    expect(seatNeighbours("long", 10, 5)).toEqual({ left: 6, right: null, opposite: 4 });
    expect(seatNeighbours("long", 10, 0).opposite).toBe(9);
  });

  it("seats a head table on one side only", () => {
    expect(sideBySide("head", 4, 0)).toEqual([1]);
    expect(sideBySide("head", 4, 2)).toEqual([3, 1]);
    expect(seatNeighbours("head", 4, 3)).toEqual({ left: null, right: 2, opposite: null });
  });

  it("gives a lone guest no neighbour and two at a round table one each", () => {
    expect(sideBySide("round", 1, 0)).toEqual([]);
    expect(sideBySide("round", 2, 0)).toEqual([1]);
  });
});
