import { describe, expect, it } from "vitest";
import { printCard } from "./card";
import { defaultContent } from "./defaultContent";

const valid = {
  layout: "GENESIS",
  content: defaultContent("GENESIS", { names: "Anna & Erik", dateAndLocation: "12 juni 2027", image: null, host: "anna.example.se", url: "https://anna.example.se/", language: "sv" }),
  colorScheme: { background: { h: 40, s: 30, l: 95 }, onBackground: { h: 0, s: 0, l: 10 } },
  fonts: { heading: "Playfair Display", text: "Arial" },
};
const failedFields = (input: unknown) => {
  const result = printCard.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join(".")))];
};
const withItem = (index: number, change: object) => ({ ...valid, content: valid.content.map((item, at) => (at === index ? { ...item, ...change } : item)) });

describe("the card document", () => {
  it("takes a card and fills trim, graphic and logo when absent", () => {
    expect(printCard.parse(valid)).toMatchObject({ trim: "none", siteGraphic: null, eventLogo: null });
  });

  it("refuses unknown layouts, trims, fonts and colours outside their ranges, naming the field", () => {
    expect(failedFields({ ...valid, layout: "POSTER" })).toEqual(["layout"]);
    expect(failedFields({ ...valid, trim: "wavy" })).toEqual(["trim"]);
    expect(failedFields({ ...valid, fonts: { heading: "Comic Sans", text: "Arial" } })).toEqual(["fonts.heading"]);
    expect(failedFields({ ...valid, colorScheme: { ...valid.colorScheme, background: { h: 400, s: 0, l: 0 } } })).toEqual(["colorScheme.background.h"]);
  });

  it("bounds texts, ids and the content list", () => {
    expect(failedFields(withItem(0, { text: "x".repeat(2001) }))).toEqual(["content.0.text"]);
    expect(failedFields(withItem(0, { id: "x".repeat(101) }))).toEqual(["content.0.id"]);
    expect(failedFields({ ...valid, content: Array.from({ length: 10 }, () => valid.content[0]) })).toEqual(["content"]);
  });

  it("holds each position once, on the layout's own page, with its own content type", () => {
    expect(failedFields({ ...valid, content: [...valid.content, { ...valid.content[0], id: "second" }] })).toEqual(["content.7.position"]);
    expect(failedFields(withItem(1, { id: valid.content[0]!.id }))).toEqual(["content.1.id"]);
    expect(failedFields(withItem(0, { page: 2 }))).toEqual(["content.0.position"]);
    expect(failedFields(withItem(0, { position: "primaryImage" }))).toEqual(["content.0.position"]);
    expect(failedFields(withItem(0, { contentType: "qr", url: "https://a.example/" }))).toEqual(["content.0.contentType"]);
  });

  it("takes a web address or DEMO as the QR code's target, nothing else", () => {
    const qr = valid.content.findIndex((item) => item.position === "qr");
    expect(failedFields(withItem(qr, { url: "DEMO" }))).toEqual([]);
    for (const url of ["javascript:alert(1)", "not a url", "", `https://a.example/${"x".repeat(500)}`]) {
      expect(failedFields(withItem(qr, { url })), url).toEqual([`content.${qr}.url`]);
    }
  });
});
