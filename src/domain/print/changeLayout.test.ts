import { describe, expect, it } from "vitest";
import { changeLayout } from "./changeLayout";
import { defaultContent } from "./defaultContent";
import type { CardFacts } from "./siteFacts";

const photo = { path: "/images/site/", fileName: "photo.jpg", sizes: [], width: 1200, height: 900 };
const facts: CardFacts = { names: "Anna & Erik", dateAndLocation: "12 juni 2027", image: photo, host: "anna.example.se", url: "https://anna.example.se/", language: "sv" };

describe("changing a card's layout", () => {
  it("keeps the texts, image and QR code at positions both layouts have, moved to the new layout's page", () => {
    const start = defaultContent("PHOTO_CLEAN", facts).map((item) => {
      if (item.contentType === "text") return { ...item, text: `own ${item.position}` };
      if (item.contentType === "image") return { ...item, fileName: "own.jpg" };
      return { ...item, url: "https://elsewhere.example.se/", hidden: true };
    });
    const changed = changeLayout({ layout: "PHOTO_CLEAN" as const, content: start, trim: "rounded" }, "TEXT_ON_PHOTO", facts);
    expect(changed.layout).toBe("TEXT_ON_PHOTO");
    expect(changed.trim).toBe("rounded");
    expect(changed.content).toEqual([
      { id: "primaryImage", page: 1, position: "primaryImage", contentType: "image", ...photo, fileName: "own.jpg" },
      { id: "names", page: 1, position: "names", contentType: "text", text: "own names" },
      { id: "dateAndLocation", page: 1, position: "dateAndLocation", contentType: "text", text: "own dateAndLocation" },
      { id: "title", page: 2, position: "title", contentType: "text", text: "own title" },
      { id: "websiteInfo", page: 2, position: "websiteInfo", contentType: "text", text: "own websiteInfo" },
      { id: "textAtQR", page: 2, position: "textAtQR", contentType: "text", text: "own textAtQR" },
      { id: "qr", page: 2, position: "qr", contentType: "qr", url: "https://elsewhere.example.se/", hidden: true },
    ]);
  });

  it("drops what the new layout has no place for and fills its new positions from the site", () => {
    const start = defaultContent("TEXT_ON_PHOTO", facts).map((item) => (item.contentType === "text" ? { ...item, text: "own" } : item));
    const changed = changeLayout({ layout: "TEXT_ON_PHOTO" as const, content: start }, "GENESIS", facts);
    expect(changed.content.map((item) => item.position)).toEqual(["welcomeText", "names", "dateAndLocationLong", "title", "websiteInfo", "textAtQR", "qr"]);
    const texts = Object.fromEntries(changed.content.map((item) => [item.position, item.contentType === "text" ? item.text : item.contentType]));
    expect(texts).toMatchObject({ welcomeText: "Välkomna att fira med oss", names: "own", dateAndLocationLong: "12 juni 2027", title: "own" });
  });

  it("keeps an uploaded photo when the site itself has none", () => {
    const start = defaultContent("PHOTO_CLEAN", facts);
    const changed = changeLayout({ layout: "PHOTO_CLEAN" as const, content: start }, "TEXT_ON_PHOTO_GRADIENT", { ...facts, image: null });
    expect(changed.content.find((item) => item.position === "primaryImage")).toMatchObject({ fileName: "photo.jpg" });
  });
});
