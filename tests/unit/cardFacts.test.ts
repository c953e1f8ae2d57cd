import { describe, expect, it } from "vitest";
import { cardFacts } from "../../src/domain/print/siteFacts";
import { siteDocument } from "../../src/modules/siteDocument";

const LIVE = { protocol: "https:", port: "" };
const photo = { path: "/images/site/", fileName: "photo.jpg", sizes: [] };
const header = (id: string, title: string, hide = false) => ({
  id,
  siteModuleType: "Header" as const,
  hide,
  title: { sv: title, en: `${title} (en)` },
  secondLine: { sv: "12 juni 2027, Stockholm" },
  image: photo,
});

describe("what a new card takes from its site", () => {
  it("reads the first shown Header's title, second line and photo in the site's language", () => {
    const document = siteDocument.parse({ language: "sv", siteModules: [header("hidden", "Gömd", true), header("shown", "Anna & Erik")] });
    expect(cardFacts(document, "anna.example.se", LIVE)).toEqual({ names: "Anna & Erik", dateAndLocation: "12 juni 2027, Stockholm", image: photo, host: "anna.example.se", url: "https://anna.example.se/", language: "sv" });
    const english = siteDocument.parse({ language: "en", availableLanguages: [{ languageCode: "en" }], siteModules: [header("shown", "Anna & Erik")] });
    expect(cardFacts(english, null, LIVE).names).toBe("Anna & Erik (en)");
  });

  it("is empty for a site without a shown Header", () => {
    expect(cardFacts(siteDocument.parse({ siteModules: [] }), null, LIVE)).toEqual({ names: "", dateAndLocation: "", image: null, host: null, url: null, language: "sv" });
  });
});
