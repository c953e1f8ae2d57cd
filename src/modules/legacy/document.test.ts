import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "./document";
import { propertiesList } from "./wire";

const issues = (input: unknown) => {
  const result = legacySiteDocument.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the legacy site document", () => {
  it("reads properties sent as the wire's list into a map, with the spec's defaults", () => {
    const document = legacySiteDocument.parse({
      usesSiteModules: false,
      modules: [{ id: "CLIENTID1", module: "RSVP3", properties: [{ key: "maxNumberOfPersons", value: "3" }] }],
    });
    const rsvp = document.modules[0]!;
    expect(rsvp.properties).toMatchObject({ maxNumberOfPersons: 3, confirmationTitle: "Tack!", confirmationText: "Tack för att du OSA, vi har tagit emot dina uppgifter." });
    expect(propertiesList(rsvp.properties).find((pair) => pair.key === "maxNumberOfPersons")).toEqual({ key: "maxNumberOfPersons", value: 3 });
  });

  it("takes receivers as one address or a list", () => {
    const document = legacySiteDocument.parse({ usesSiteModules: false, mailReceivers: { rsvp: "anna@example.se", speech: ["erik@example.se", " "] } });
    expect(document.mailReceivers).toEqual({ rsvp: ["anna@example.se"], speech: ["erik@example.se"] });
  });

  it("names where a broken document is wrong", () => {
    expect(issues({ usesSiteModules: false, modules: [{ id: "a", module: "Text", properties: [{ key: "title", value: "x" }, { key: "title", value: "y" }] }] })).toEqual([
      "modules.0.properties.1.key: property title is given twice",
    ]);
    expect(issues({ usesSiteModules: false, modules: [{ id: "a", module: "RSVP3", properties: [{ key: "maxNumberOfPersons", value: 9 }] }] })[0]).toMatch(/^modules\.0\.properties\.maxNumberOfPersons/);
    expect(issues({ usesSiteModules: false, modules: [{ id: "a", module: "header", properties: [{ key: "image", value: { type: "image", id: "gone" } }] }] })).toEqual([
      "modules.0.properties.image: image gone is not in the site's image list",
    ]);
    expect(issues({ usesSiteModules: false, modules: [{ id: "a", module: "Text", slug: "s" }, { id: "a", module: "Text", slug: "s" }] })).toEqual([
      "modules.1.slug: slug s is also module 0's",
      "modules.1.id: module id a is used twice",
    ]);
  });
});

describe("a module of no known type", () => {
  it("is named with the types there are", () => {
    expect(issues({ usesSiteModules: false, modules: [{ id: "a", module: "Slideshow" }, { id: "b" }] })).toEqual([
      'modules.0.module: unknown module type "Slideshow"; a legacy module is one of header, Text, ImageAndText, TextAndImageList, PeopleList, location, Video, countDown, GiftRegistry, RSVP3, Speech2',
      "modules.1.module: the module has no type; a legacy module is one of header, Text, ImageAndText, TextAndImageList, PeopleList, location, Video, countDown, GiftRegistry, RSVP3, Speech2",
    ]);
  });
});
