import { describe, expect, it } from "vitest";
import { documentSettings, type DocumentSettings } from "./documentSettings";
import { addLanguage, canRemoveLanguage, ISO_639_1, MAX_SITE_LANGUAGES, removeLanguage, siteLanguageCodes } from "./siteLanguages";

const withLanguages = (codes: string[], language = codes[0]!): DocumentSettings =>
  documentSettings.parse({ language, availableLanguages: codes.map((languageCode) => ({ languageCode })) });

describe("ISO_639_1", () => {
  it("holds unique two-letter codes, the suggested ones among them", () => {
    expect(new Set(ISO_639_1).size).toBe(ISO_639_1.length);
    expect(ISO_639_1.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(ISO_639_1).toEqual(expect.arrayContaining(["sv", "en", "da", "no", "fi"]));
  });
});

describe("addLanguage", () => {
  it("adds a language at the end", () => {
    expect(siteLanguageCodes(addLanguage(withLanguages(["sv"]), "en"))).toEqual(["sv", "en"]);
  });

  it("never adds one twice nor past the limit", () => {
    const document = withLanguages(["sv", "en"]);
    expect(addLanguage(document, "en")).toBe(document);
    const full = withLanguages(ISO_639_1.slice(0, MAX_SITE_LANGUAGES));
    expect(addLanguage(full, "sv")).toBe(full);
  });
});

describe("removeLanguage", () => {
  it("removes a language and keeps the main language when it stays", () => {
    const document = removeLanguage(withLanguages(["sv", "en", "da"]), "en");
    expect(siteLanguageCodes(document)).toEqual(["sv", "da"]);
    expect(document.language).toBe("sv");
  });

  it("moves the main language to the first remaining one when it is removed", () => {
    const document = removeLanguage(withLanguages(["sv", "en", "da"]), "sv");
    expect(siteLanguageCodes(document)).toEqual(["en", "da"]);
    expect(document.language).toBe("en");
  });

  it("never removes the only language", () => {
    const only = withLanguages(["sv"]);
    expect(canRemoveLanguage(only)).toBe(false);
    expect(removeLanguage(only, "sv")).toBe(only);
    expect(canRemoveLanguage(withLanguages(["sv", "en"]))).toBe(true);
  });

  it("leaves the document alone for a language it does not have", () => {
    const document = withLanguages(["sv", "en"]);
    expect(removeLanguage(document, "fi")).toBe(document);
  });

  it("keeps the texts written in the removed language", () => {
    const document = { ...withLanguages(["sv", "en"]), siteModules: [{ id: "text-1", siteModuleType: "Text", title: { sv: "Välkomna", en: "Welcome" } }] };
    expect(removeLanguage(document, "en").siteModules[0]!.title).toEqual({ sv: "Välkomna", en: "Welcome" });
  });
});
