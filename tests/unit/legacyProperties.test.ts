import { describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { legacySiteDocument, type LegacySiteDocument } from "../../src/modules/legacy/document";
import { legacyDocumentFrom, legacyEditorView } from "../../src/modules/legacy/editorView";
import { hasLegacyCounterpart, legacyModuleOf } from "../../src/modules/legacy/legacyProperties";
import { legacyImages } from "../../src/modules/legacy/newerImage";
import { isPlainLegacyModule, newerModule } from "../../src/modules/legacy/newerModules";
import { CHOICE_TYPE, MODULE_CHOICES } from "../../src/modules/moduleChoices";
import { newLegacyFormModule } from "../../src/modules/legacy/newFormModule";
import { createModule } from "../../src/modules/newModule";
import type { ModuleOf, SiteModule } from "../../src/modules/siteModule";
import { legacyWeddingDocument } from "../support/legacySite";

const photo: SiteImage = { path: "/images/site-1/", fileName: "1b4e28ba-2fa1-11d2-883f-0016d3cca427.jpg", sizes: [{ fileName: "1b4e28ba-2fa1-11d2-883f-0016d3cca427-800.webp", size: 800 }], width: 1600, height: 1067 };
const fresh: SiteImage = { path: "/images/site-1/", fileName: "7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg", sizes: [{ fileName: "7c9e6679-7425-40de-944b-e07fc1f90ae7-800.webp", size: 800 }], width: 800, height: 600 };
const wedding = (): LegacySiteDocument => legacySiteDocument.parse(legacyWeddingDocument({ image: photo }));
const noNewImages = () => {
  throw new Error("no image should be new");
};

/** Applies an edit of one module's newer counterpart to the document, as the editor does. */
function edit<T extends SiteModule["siteModuleType"]>(document: LegacySiteDocument, id: string, change: (module: ModuleOf<T>) => ModuleOf<T>, newImageId: () => string = noNewImages) {
  const view = legacyEditorView(document);
  const siteModules = view.siteModules.map((module) => (module.id === id ? change(module as ModuleOf<T>) : module));
  return legacyDocumentFrom(document, { ...view, siteModules }, newImageId);
}
const propertiesOf = (document: LegacySiteDocument, id: string) => document.modules.find((module) => module.id === id)!.properties as Record<string, unknown>;

describe("a legacy module edited through its newer counterpart", () => {
  it("every module of the wedding document comes back as it was: legacy, newer, legacy", () => {
    const document = wedding();
    const context = { language: document.language, images: legacyImages(document.images) };
    for (const module of document.modules.filter(isPlainLegacyModule)) {
      const images = [...document.images];
      expect(legacyModuleOf(newerModule(module, context) as Parameters<typeof legacyModuleOf>[0], module, { language: "sv", images, newImageId: noNewImages }), module.module).toEqual(module);
      expect(images).toEqual(document.images);
    }
    // The whole document too, RSVP3 and Speech2 included, with the design as it was.
    expect(legacyDocumentFrom(document, legacyEditorView(document), noNewImages)).toEqual(document);
  });

  it("a title and a text land in the legacy properties, in the site's language", () => {
    let document = edit<"Header">(wedding(), "CLIENTID-header", (module) => ({ ...module, title: { sv: "Anna & Erik gifter sig" } }));
    document = edit<"Text">(document, "CLIENTID-text", (module) => ({ ...module, text: { sv: "<p>Vi gifter oss i Leksand.</p>" } }));
    expect(propertiesOf(document, "CLIENTID-header").title).toBe("Anna & Erik gifter sig");
    expect(propertiesOf(document, "CLIENTID-text").text).toBe("<p>Vi gifter oss i Leksand.</p>");
    expect(legacySiteDocument.parse(document)).toEqual(document);
  });

  it("a newly uploaded image becomes a new entry of the image list, at the size the ref had", () => {
    const document = edit<"ImageAndText">(wedding(), "CLIENTID-imagetext", (module) => ({ ...module, image: fresh }), () => "img-new");
    expect(propertiesOf(document, "CLIENTID-imagetext").image).toEqual({ type: "image", id: "img-new", size: "968" });
    expect(document.images.map((entry) => entry.id)).toEqual(["img-1", "img-new"]);
    expect(document.images[1]).toMatchObject({ fileName: fresh.fileName, path: fresh.path, sizes: fresh.sizes, cdn: false });
    expect(legacySiteDocument.parse(document)).toEqual(document);
  });

  it("the header's LARGE/MEDIUM/SMALL choice is its ref's size", () => {
    const document = edit<"Header">(wedding(), "CLIENTID-header", (module) => ({ ...module, userSelectedImageSize: "SMALL" }));
    expect(propertiesOf(document, "CLIENTID-header").image).toEqual({ type: "image", id: "img-1", size: "SMALL" });
  });

  it("a list item, a gift and the countdown's date and unit words land in the legacy properties", () => {
    let document = edit<"TextAndImageList">(wedding(), "CLIENTID-list", (module) => ({ ...module, list: [...module.list, { id: "listItem2", title: { sv: "Hotell Tällberg" }, text: {}, image: null }] }));
    document = edit<"GiftRegistry">(document, "CLIENTID-gifts", (module) => ({ ...module, giftRegistry: module.giftRegistry.map((item) => (item.id === "giftRegistryItem2" ? { ...item, quantity: 2 } : item)) }));
    document = edit<"Countdown">(document, "CLIENTID-countdown", (module) => ({ ...module, countdownDate: "2027-06-13T16:30", unitLabels: { ...module.unitLabels!, hours: "tim" } }));
    expect(propertiesOf(document, "CLIENTID-list").list).toEqual([
      { id: "listItem1", title: "Hotell Moskogen", text: "<p>Tio minuter från kyrkan.</p>", image: null },
      { id: "listItem2", title: "Hotell Tällberg", text: "", image: null },
    ]);
    expect((propertiesOf(document, "CLIENTID-gifts").giftRegistry as { quantity: number }[])[1]!.quantity).toBe(2);
    expect(propertiesOf(document, "CLIENTID-countdown")).toMatchObject({ countDown: "2027-06-13 16:30", textDays: "dygn", textHours: "tim" });
    expect(legacySiteDocument.parse(document)).toEqual(document);
  });

  it("moving, hiding and deleting act on the legacy modules by id; RSVP3 and Speech2 keep their properties", () => {
    const document = wedding();
    const view = legacyEditorView(document);
    const [header, text, ...rest] = view.siteModules;
    const moved = legacyDocumentFrom(document, { ...view, siteModules: [text!, header!, ...rest.filter((module) => module.id !== "CLIENTID-video").map((module) => (module.id === "CLIENTID-rsvp" ? { ...module, hide: true } : module))] }, noNewImages);
    expect(moved.modules.map((module) => module.id).slice(0, 2)).toEqual(["CLIENTID-text", "CLIENTID-header"]);
    expect(moved.modules.some((module) => module.id === "CLIENTID-video")).toBe(false);
    const rsvp = moved.modules.find((module) => module.id === "CLIENTID-rsvp")!;
    expect(rsvp.hide).toBe(true);
    expect(rsvp.properties).toEqual(document.modules.find((module) => module.id === "CLIENTID-rsvp")!.properties);
  });

  it("a module added in the editor becomes a valid legacy module of its kind, after the one it was added before", () => {
    const document = wedding();
    const view = legacyEditorView(document);
    const offered = MODULE_CHOICES.filter((choice) => hasLegacyCounterpart(CHOICE_TYPE[choice]));
    expect(offered).not.toContain("Rsvp");
    expect(offered).not.toContain("Form");
    const added = offered.map((choice) => createModule(choice, ["sv"], new Date("2027-01-01T12:00:00Z")));
    const withAdded = legacyDocumentFrom(document, { ...view, siteModules: [...added, ...view.siteModules] }, noNewImages);
    expect(legacySiteDocument.parse(withAdded)).toEqual(withAdded);
    expect(withAdded.modules.slice(0, added.length).map((module) => [module.id, module.module])).toEqual(
      added.map((module) => [module.id, { Header: "header", Location: "location", Countdown: "countDown" }[module.siteModuleType as string] ?? module.siteModuleType]),
    );
    const countdown = withAdded.modules.find((module) => module.module === "countDown" && module.id !== "CLIENTID-countdown")!;
    expect(countdown.properties).toMatchObject({ countDown: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) as unknown, textDays: "dagar" });
  });

  it("a countdown added on an English or Danish legacy site has the unit words of its language, a Swedish one the older product's", () => {
    const words = (language: "sv" | "en" | "da") => {
      const document = legacySiteDocument.parse({ ...legacyWeddingDocument({ image: photo }), language });
      const added = createModule("Countdown", [language], new Date("2027-01-01T12:00:00Z"));
      const edited = legacyDocumentFrom(document, { ...legacyEditorView(document), siteModules: [added] }, noNewImages);
      const { textDays, textHours, textMinutes, textSeconds } = edited.modules[0]!.properties as Record<string, string>;
      return [textDays, textHours, textMinutes, textSeconds];
    };
    expect(words("sv")).toEqual(["dagar", "timmar", "minuter", "sekunder"]);
    expect(words("en")).toEqual(["days", "hours", "minutes", "seconds"]);
    expect(words("da")).toEqual(["dage", "timer", "minutter", "sekunder"]);
  });

  it("an OSA or speech sign-up added on a legacy site is the legacy form, titled and confirmed in the site's language (decision 086)", () => {
    expect(newLegacyFormModule("RSVP3", "en")).toMatchObject({ module: "RSVP3", properties: { title: "RSVP", confirmationTitle: "Thank you!", confirmationText: "Thank you for your RSVP, we have received your details.", maxNumberOfPersons: 5 } });
    expect(newLegacyFormModule("Speech2", "da")).toMatchObject({ module: "Speech2", properties: { title: "Tilmelding af tale", confirmationTitle: "Tak!", confirmationText: "Tak, fordi du har tilmeldt dig at holde tale" } });
    const swedish = newLegacyFormModule("RSVP3", "sv");
    expect(swedish.id).toMatch(/^CLIENTID-/);
    expect(legacySiteDocument.parse({ ...wedding(), modules: [swedish] }).modules[0]).toEqual(swedish);
  });

  it("a design change lands in the legacy document; its language, images and receivers stay its own", () => {
    const document = wedding();
    const view = legacyEditorView(document);
    const restyled = legacyDocumentFrom(document, { ...view, theme: "theme9", fonts: { ...view.fonts, heading: "Cinzel" }, availableLanguages: [{ languageCode: "en" }] }, noNewImages);
    expect(restyled).toEqual({ ...document, theme: "theme9", fonts: { ...document.fonts, heading: "Cinzel" } });
  });
});
