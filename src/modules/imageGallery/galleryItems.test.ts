import { describe, expect, it } from "vitest";
import type { SiteImage } from "../../domain/site/common";
import { galleryItems } from "./galleryItems";

const image = (fileName: string): SiteImage => ({ path: "/images/site/", fileName, sizes: [] });

describe("galleryItems", () => {
  it("gives each image its stored path as id, keeping the order", () => {
    const items = galleryItems([image("a.jpg"), image("b.jpg")]);
    expect(items.map((item) => item.id)).toEqual(["/images/site/a.jpg", "/images/site/b.jpg"]);
    expect(items.map((item) => item.image.fileName)).toEqual(["a.jpg", "b.jpg"]);
  });

  it("numbers a repeated image so every id is unique", () => {
    const ids = galleryItems([image("a.jpg"), image("b.jpg"), image("a.jpg"), image("a.jpg")]).map((item) => item.id);
    expect(ids).toEqual(["/images/site/a.jpg", "/images/site/b.jpg", "/images/site/a.jpg#2", "/images/site/a.jpg#3"]);
  });
});
