import { describe, expect, it } from "vitest";
import type { SlideshowPhoto } from "../../src/domain/guestPhotos/types";
import { nextPhoto, photoFile } from "../../src/web/slideshow/order";

const photo = (id: string): SlideshowPhoto => ({ id, kind: "image", files: [400, 800, 1600].map((width) => ({ url: `/${id}-${width}.webp`, width })), width: 1600, height: 1067, approvedAt: "2027-06-12T18:00:00Z" });
const round = ["a", "b", "c"].map(photo);
const ids = (...photos: (SlideshowPhoto | null)[]) => photos.map((one) => one?.id ?? null);

describe("the slideshow's round", () => {
  it("goes on after the last shown, from the start again after the last, and from the start when that one is gone", () => {
    expect(ids(nextPhoto(round, null, new Set()), nextPhoto(round, "a", new Set()), nextPhoto(round, "c", new Set()), nextPhoto(round, "gone", new Set()))).toEqual(["a", "b", "a", "a"]);
  });

  it("skips the photos that failed to load this turn, and has none left when every one failed", () => {
    expect(nextPhoto(round, "a", new Set(["b"]))?.id).toBe("c");
    expect(nextPhoto(round, "a", new Set(["a", "b", "c"]))).toBeNull();
    expect(nextPhoto([], null, new Set())).toBeNull();
  });

  it("draws the smallest file as wide as the screen, or the largest there is", () => {
    expect(photoFile(photo("a"), 390 * 3).width).toBe(1600);
    expect(photoFile(photo("a"), 700).width).toBe(800);
    expect(photoFile(photo("a"), 3840).width).toBe(1600);
  });
});
