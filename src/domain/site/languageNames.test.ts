import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../languages";
import { addableLanguages, languageName, type NamedLanguage, searchLanguages } from "./languageNames";
import { ISO_639_1, MAX_SITE_LANGUAGES } from "./siteLanguages";

describe("languageName", () => {
  it("names a language in the owner's interface language, capitalised", () => {
    expect(languageName("sv", "sv")).toBe("Svenska");
    expect(languageName("de", "en")).toBe("German");
    expect(languageName("fi", "da")).toBe("Finsk");
    expect(languageName("el", "en")).toBe("Greek");
  });

  it.each(UI_LANGUAGES)("has a real name for every ISO 639-1 language in %s, never the bare code", (uiLanguage) => {
    for (const code of ISO_639_1) {
      const name = languageName(code, uiLanguage);
      expect(name.toLowerCase(), code).not.toBe(code);
      expect(name, code).toMatch(/^\p{Lu}\p{L}/u);
    }
  });

  it("names languages the same whatever the browser's own locale", () => {
    expect(languageName("ko", "sv")).toBe("Koreanska");
    expect(languageName("ko", "da")).toBe("Koreansk");
    expect(languageName("ko", "en")).toBe("Korean");
  });
});

describe("addableLanguages", () => {
  const codes = (list: readonly NamedLanguage[]) => list.map(([code]) => code);

  it("puts the suggested languages first, in their order, and the rest by name", () => {
    const { suggested, others } = addableLanguages([], "sv");
    expect(codes(suggested)).toEqual(["sv", "en", "da", "no", "fi"]);
    for (const code of codes(suggested)) expect(codes(others)).not.toContain(code);
    expect(others).toHaveLength(ISO_639_1.length - 5);
    const names = others.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator("sv").compare));
  });

  it("names each language in the owner's interface language", () => {
    const { suggested, others } = addableLanguages([], "en");
    expect(suggested[0]).toEqual(["sv", "Swedish"]);
    expect(others).toContainEqual(["de", "German"]);
    expect(addableLanguages([], "sv").others).toContainEqual(["de", "Tyska"]);
  });

  it("leaves out the languages the site already has", () => {
    const { suggested, others } = addableLanguages(["sv", "de"], "sv");
    expect(codes(suggested)).toEqual(["en", "da", "no", "fi"]);
    expect(codes(others)).not.toContain("de");
    expect(codes(others)).not.toContain("sv");
    expect(others).toHaveLength(ISO_639_1.length - 6);
  });

  it("offers nothing once the site has as many languages as it may", () => {
    expect(addableLanguages(ISO_639_1.slice(0, MAX_SITE_LANGUAGES), "en")).toEqual({ suggested: [], others: [] });
  });
});

describe("searchLanguages", () => {
  const { others } = addableLanguages([], "sv");

  it("finds languages by the start of their name first, then by any part, ignoring case and accents", () => {
    expect(searchLanguages(others, "tys", "sv")[0]).toEqual(["de", "Tyska"]);
    expect(searchLanguages(others, "ty", "sv")[0]![0]).toBe("ty");
    expect(searchLanguages(others, "FRANS", "sv")[0]).toEqual(["fr", "Franska"]);
    expect(searchLanguages(addableLanguages([], "da").others, "fransk", "da")[0]).toEqual(["fr", "Fransk"]);
    expect(searchLanguages(others, "isländ", "sv").map(([code]) => code)).toEqual(["is"]);
  });

  it("finds nothing for an empty query or an unknown name", () => {
    expect(searchLanguages(others, "  ", "sv")).toEqual([]);
    expect(searchLanguages(others, "klingonska", "sv")).toEqual([]);
  });
});
