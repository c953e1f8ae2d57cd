import { describe, expect, it } from "vitest";
import type { OwnerPhoto, PhotoState } from "../../domain/guestPhotos/types";
import { filterCounts, firstFilter, galleryRefusal, inCalls, photosIn, selectAllIn, selectedIn, toggled } from "./selection";

const photo = (id: string, state: PhotoState): OwnerPhoto => ({
  id,
  kind: "image",
  state,
  files: [],
  width: 1200,
  height: 800,
  guestName: "Åsa Öberg",
  caption: null,
  createdAt: "2026-06-13T15:00:00.000Z",
  householdName: null,
  originalName: "IMG_0001.jpg",
  bytes: 1000,
  inGallery: false,
  approvedAt: null,
});

const photos = [photo("a", "pending"), photo("b", "approved"), photo("c", "pending"), photo("d", "hidden"), photo("e", "approved")];

describe("the photo page's filter", () => {
  it("counts each state and all", () => {
    expect(filterCounts(photos)).toEqual({ pending: 2, approved: 2, hidden: 1, all: 5 });
    expect(filterCounts([])).toEqual({ pending: 0, approved: 0, hidden: 0, all: 0 });
  });

  it("keeps the list's order within a filter", () => {
    expect(photosIn(photos, "pending").map((each) => each.id)).toEqual(["a", "c"]);
    expect(photosIn(photos, "all")).toBe(photos);
  });

  it("opens on what waits for approval, or on all when nothing waits", () => {
    expect(firstFilter(photos)).toBe("pending");
    expect(firstFilter(photos.filter((each) => each.state !== "pending"))).toBe("all");
  });
});

describe("the photo page's selection", () => {
  it("toggles one photo without touching the others, in a new set", () => {
    const one = toggled(new Set(), "a");
    expect([...one]).toEqual(["a"]);
    const two = toggled(one, "c");
    expect([...two].sort()).toEqual(["a", "c"]);
    expect([...one]).toEqual(["a"]);
    expect([...toggled(two, "a")]).toEqual(["c"]);
  });

  it("selects all within the filter, and a second press clears them", () => {
    const pending = photosIn(photos, "pending");
    const all = selectAllIn(new Set(["b"]), pending);
    expect([...all].sort()).toEqual(["a", "b", "c"]);
    expect([...selectAllIn(all, pending)]).toEqual(["b"]);
  });

  it("acts only on the selected photos still in view, so a hidden filter's choice or a deleted photo is never sent", () => {
    const pending = photosIn(photos, "pending");
    expect(selectedIn(new Set(["a", "b", "gone"]), pending).map((each) => each.id)).toEqual(["a"]);
  });

  it("sends up to 50 photos to the gallery at once, and no video", () => {
    const many = Array.from({ length: 51 }, (_, index) => photo(`p${index}`, "approved"));
    expect(galleryRefusal(many.slice(0, 50))).toBeUndefined();
    expect(galleryRefusal(many)).toBe("tooMany");
    expect(galleryRefusal([photo("a", "approved"), { ...photo("v", "approved"), kind: "video" }])).toBe("video");
  });

  it("sends a moderation of 2,000 photos in calls of at most 500", () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `p${index}`);
    const calls = inCalls(ids);
    expect(calls.map((call) => call.length)).toEqual([500, 500, 500, 500]);
    expect(calls.flat()).toEqual(ids);
    expect(inCalls(["a", "b", "c"], 2)).toEqual([["a", "b"], ["c"]]);
  });
});
