import { describe, expect, it } from "vitest";
import { languageForPath } from "../../src/domain/site/languageSegment";

describe("languageForPath", () => {
  const available = ["sv", "en", "fi"];
  it("shows the main language at the root, with or without a query", () => {
    expect(languageForPath("/", available, "sv")).toBe("sv");
    expect(languageForPath("/?utm_source=card", available, "en")).toBe("en");
  });
  it("shows another available language at /{code}, with or without a trailing slash", () => {
    expect(languageForPath("/fi", available, "sv")).toBe("fi");
    expect(languageForPath("/en/", available, "sv")).toBe("en");
  });
  it("is not a page for a language the site does not offer, or any deeper path", () => {
    expect(languageForPath("/da", available, "sv")).toBeNull();
    expect(languageForPath("/en/osa", available, "sv")).toBeNull();
    expect(languageForPath("/kontakt", available, "sv")).toBeNull();
  });
  it("falls back to the first available language when the main one is not offered", () => {
    expect(languageForPath("/", ["en", "fi"], "sv")).toBe("en");
  });
});
