import { describe, expect, it } from "vitest";
import { siteModule } from "../siteModule";
import { legacyModule, type LegacyModule } from "./document";
import { legacyImages } from "./newerImage";
import { isPlainLegacyModule, newerModule, type MappingContext } from "./newerModules";

const entry = { id: "img-1", fileName: "anna.jpg", path: "/uploads/site-1/", cdn: false, sizes: [{ fileName: "anna-800.jpg", size: 800 }], originalName: "Anna.JPG", width: 1600, height: 1067 };
const context: MappingContext = { language: "en", images: legacyImages([entry]) };
const image = { path: "/uploads/site-1/", fileName: "anna.jpg", originalName: "Anna.JPG", sizes: [{ fileName: "anna-800.jpg", size: 800 }], width: 1600, height: 1067 };
const ref = (size: string) => ({ type: "image", id: "img-1", size });

function mapped(module: Record<string, unknown>) {
  const legacy: LegacyModule = legacyModule.parse({ id: "CLIENTID1", menuTitle: "", ...module });
  if (!isPlainLegacyModule(legacy)) throw new Error("not a plain type");
  const newer = newerModule(legacy, context);
  // What a newer document would hold: the mapping's output is a valid newer module as it is.
  expect(siteModule.parse(newer)).toEqual(newer);
  return newer;
}

describe("a plain legacy module as its newer counterpart", () => {
  it("header: title and second line in the site's language, the image with its size as the header's choice", () => {
    expect(mapped({ module: "header", menuTitle: "Home", hideInMenu: true, properties: { title: "Anna & Erik", secondLine: "12 June", image: ref("SMALL") } })).toEqual({
      id: "CLIENTID1",
      siteModuleType: "Header",
      title: { en: "Anna & Erik" },
      menuTitle: { en: "Home" },
      hide: false,
      hideInMenu: true,
      image,
      userSelectedImageSize: "SMALL",
      secondLine: { en: "12 June" },
      titleVerticalAlignment: 0,
      showEventLogo: false,
    });
    expect(mapped({ module: "header", properties: { image: ref("MEDIUM") } })).toMatchObject({ userSelectedImageSize: "MEDIUM" });
    expect(mapped({ module: "header", properties: { image: ref("LARGE") } })).toMatchObject({ userSelectedImageSize: "LARGE" });
    // A pixel width is no choice the header offered: the legacy header's default.
    expect(mapped({ module: "header", properties: { image: ref("968") } })).toMatchObject({ userSelectedImageSize: "LARGE", image });
    expect(mapped({ module: "header", properties: {} })).toMatchObject({ image: null, userSelectedImageSize: "LARGE", title: {}, secondLine: {} });
  });

  it("Text and ImageAndText: texts per language, a pixel size only a hint the newer view already gives", () => {
    expect(mapped({ module: "Text", hide: true, properties: { title: "Welcome", text: "<p>Hi</p>" } })).toEqual({
      id: "CLIENTID1",
      siteModuleType: "Text",
      title: { en: "Welcome" },
      menuTitle: {},
      hide: true,
      hideInMenu: false,
      text: { en: "<p>Hi</p>" },
    });
    expect(mapped({ module: "ImageAndText", properties: { title: "Us", secondTitle: "Since 2015", text: "<p>Hiking</p>", image: ref("968") } })).toMatchObject({
      siteModuleType: "ImageAndText",
      title: { en: "Us" },
      secondTitle: { en: "Since 2015" },
      text: { en: "<p>Hiking</p>" },
      image,
    });
  });

  it("TextAndImageList and PeopleList: every item, its image resolved through the site's list", () => {
    expect(mapped({ module: "TextAndImageList", properties: { title: "Hotels", list: [{ id: "listItem1", title: "Moskogen", text: "<p>Near</p>", image: ref("220") }, { id: "listItem2", title: "Green", image: null }] } })).toMatchObject({
      siteModuleType: "TextAndImageList",
      list: [
        { id: "listItem1", title: { en: "Moskogen" }, text: { en: "<p>Near</p>" }, image },
        { id: "listItem2", title: { en: "Green" }, text: {}, image: null },
      ],
    });
    expect(mapped({ module: "PeopleList", properties: { title: "Toastmasters", list: [{ id: "peopleListItem1", name: "Sara", title: "Toastmaster", text: "<p>Call</p>", image: ref("SMALL") }] } })).toMatchObject({
      siteModuleType: "PeopleList",
      list: [{ id: "peopleListItem1", name: "Sara", title: { en: "Toastmaster" }, text: { en: "<p>Call</p>" }, image }],
    });
  });

  it("location: a plain map string is the location, with the map's defaults", () => {
    expect(mapped({ module: "location", properties: { title: "Church", map: "Leksands kyrka", secondTitle: "3 pm", text: "<p>Parking</p>", image: ref("968") } })).toEqual({
      id: "CLIENTID1",
      siteModuleType: "Location",
      title: { en: "Church" },
      menuTitle: {},
      hide: false,
      hideInMenu: false,
      map: { location: "Leksands kyrka", zoom: 12, mapTheme: "NORMAL", markerColor: "#ea4335", contentDataType: "Map" },
      secondTitle: { en: "3 pm" },
      text: { en: "<p>Parking</p>" },
      image,
    });
    expect(mapped({ module: "location", properties: { map: { location: "Rättvik", zoom: 9, mapTheme: "RETRO" } } })).toMatchObject({ map: { location: "Rättvik", zoom: 9, mapTheme: "RETRO" } });
  });

  it("Video: the YouTube video as it is", () => {
    expect(mapped({ module: "Video", properties: { title: "Film", video: { type: "YouTube", videoUrl: "https://youtu.be/dQw4w9WgXcQ", autoStart: true } } })).toMatchObject({
      siteModuleType: "Video",
      title: { en: "Film" },
      video: { type: "YouTube", videoUrl: "https://youtu.be/dQw4w9WgXcQ", autoStart: true, contentDataType: "Video" },
    });
    expect(mapped({ module: "Video", properties: {} })).toMatchObject({ video: null });
  });

  it("countDown: the date as a datetime-local value and the legacy unit words, their Swedish defaults included", () => {
    expect(mapped({ module: "countDown", properties: { title: "Soon", countDown: "2027-06-12 15:00", textDays: "dygn" } })).toMatchObject({
      siteModuleType: "Countdown",
      title: { en: "Soon" },
      countdownDate: "2027-06-12T15:00",
      unitLabels: { days: "dygn", hours: "timmar", minutes: "minuter", seconds: "sekunder" },
    });
    expect(mapped({ module: "countDown", properties: {} })).toMatchObject({ countdownDate: null });
  });

  it("GiftRegistry: items with their texts and images, the start button's text; the newer texts left to their defaults", () => {
    expect(
      mapped({
        module: "GiftRegistry",
        properties: { title: "Gifts", text: "<p>Thanks</p>", giftRegistry: [{ id: "giftRegistryItem1", title: "Plates", link: "www.example.se/plate", description: "White", reservable: true, quantity: 6, image: ref("220") }] },
      }),
    ).toMatchObject({
      siteModuleType: "GiftRegistry",
      text: { en: "<p>Thanks</p>" },
      showGiftRegistryButton: { en: "Visa önskelista" },
      giftRegistry: [{ id: "giftRegistryItem1", title: { en: "Plates" }, link: "https://www.example.se/plate", description: { en: "White" }, reservable: true, quantity: 6, image }],
      reserveButton: {},
      statusTextQuantity: {},
    });
  });

  it("an image the site's list does not hold is no image", () => {
    expect(mapped({ module: "ImageAndText", properties: { image: { type: "image", id: "gone" } } })).toMatchObject({ image: null });
  });
});
