import { describe, expect, it } from "vitest";
import { isEmptyModule, shownToGuests } from "./emptiness";
import { MODULE_CHOICES } from "./moduleChoices";
import { createModule } from "./newModule";
import { siteModule, type SiteModule } from "./siteModule";

const module = (fields: Record<string, unknown>): SiteModule => siteModule.parse({ id: "m1", title: { sv: "Rubrik" }, ...fields });
const image = { path: "/images/a.jpg", fileName: "a.jpg", sizes: [] };

describe("isEmptyModule", () => {
  it("calls a text module with only a title or blank rich text empty, and any text in any language not", () => {
    expect(isEmptyModule(module({ siteModuleType: "Text" }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Text", text: { sv: "<p><br></p>", en: " " } }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Text", text: { sv: "", en: "<p>Hi</p>" } }))).toBe(false);
  });

  it("wants an image, a subheading or text in image-and-text and location, or a place on the map", () => {
    expect(isEmptyModule(module({ siteModuleType: "ImageAndText" }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "ImageAndText", image }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "Location", map: { location: "  " } }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Location", map: "Stadshuset, Stockholm" }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "Location", secondTitle: { en: "15:00" } }))).toBe(false);
  });

  it("calls lists empty while every row is blank", () => {
    expect(isEmptyModule(module({ siteModuleType: "PeopleList", list: [{ id: "p1" }] }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "PeopleList", list: [{ id: "p1" }, { id: "p2", name: "Anna" }] }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "TextAndImageList", list: [{ id: "l1", text: { sv: "<p></p>" } }] }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "TextAndImageList", list: [{ id: "l1", title: { da: "Parkering" } }] }))).toBe(false);
  });

  it("wants images or text in a gallery, a playable address in a video and a question in a form", () => {
    expect(isEmptyModule(module({ siteModuleType: "ImageGallery" }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "ImageGallery", gallery: [image] }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "Video", video: { videoUrl: "not a video" } }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Video", video: { videoUrl: "https://youtu.be/dQw4w9WgXcQ" } }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "Form" }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Form", form: { formElements: [{ id: "f1", formElementType: "ShortText", label: { sv: "Namn" } }] } }))).toBe(false);
  });

  it("counts a header's title as its content", () => {
    expect(isEmptyModule(module({ siteModuleType: "Header", title: {} }))).toBe(true);
    expect(isEmptyModule(module({ siteModuleType: "Header" }))).toBe(false);
    expect(isEmptyModule(module({ siteModuleType: "Header", title: {}, showEventLogo: true }))).toBe(false);
  });

  it("never calls the RSVP, the gift registry or the countdown empty", () => {
    for (const siteModuleType of ["Rsvp", "GiftRegistry", "Countdown"]) expect(isEmptyModule(module({ siteModuleType, title: {} }))).toBe(false);
  });
});

describe("new modules", () => {
  it("start empty where the owner has content to add, and ready where they work as they are", () => {
    const empty = MODULE_CHOICES.filter((choice) => isEmptyModule(createModule(choice, ["sv", "en"])));
    expect(empty).toEqual(["Location", "TextAndImageList", "ImageAndText", "Text", "PeopleList", "Video", "ImageGallery"]);
  });
});

describe("shownToGuests", () => {
  it("leaves out hidden modules and empty ones", () => {
    expect(shownToGuests(module({ siteModuleType: "Text", text: { sv: "<p>Hej</p>" } }))).toBe(true);
    expect(shownToGuests(module({ siteModuleType: "Text", text: { sv: "<p>Hej</p>" }, hide: true }))).toBe(false);
    expect(shownToGuests(module({ siteModuleType: "Text" }))).toBe(false);
  });
});
