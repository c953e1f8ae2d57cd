import { describe, expect, it } from "vitest";
import { isValidLabel, suggestedLabel } from "../../src/domain/addresses";
import { slugify, uniqueSlugs } from "../../src/domain/site/slugs";

describe("menu anchor slugs", () => {
  it.each([
    ["Välkommen", "valkommen"],
    ["Plats & tid", "plats-och-tid"],
    ["Önskelista", "onskelista"],
    ["Bröllopsfesten på Ärö", "brollopsfesten-pa-aro"],
    ["Smørrebrød og æbler", "smorrebrod-og-aebler"],
    ["Café Noël", "cafe-noel"],
    ["OSA!", "osa"],
    ["  Dagen   i  korthet ", "-dagen-i-korthet-"],
    ["A -- B", "a-b"],
    ["", "_"],
    ["???", "_"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("numbers duplicates from -2 upward, in order", () => {
    expect(uniqueSlugs(["Tal", "Tal", "Bilder", "Tal", ""])).toEqual(["tal", "tal-2", "bilder", "tal-3", "_"]);
  });

  it("keeps a numbered slug free when a later title already looks numbered", () => {
    expect(uniqueSlugs(["Tal", "Tal 2", "Tal"])).toEqual(["tal", "tal-2", "tal-3"]);
  });

  it("keeps the slugs a legacy document gives and makes the others around them", () => {
    expect(uniqueSlugs(["OSA", "Tal", "Tal"], ["osa-2027", undefined, "tal"])).toEqual(["osa-2027", "tal-2", "tal"]);
  });
});

describe("the address suggested from the couple's names", () => {
  it.each([
    [["Linnea", "Oskar"], "linnea-oskar"],
    [["Linnea & Oskar", ""], "linnea-oskar"],
    [["Åsa", "Örjan"], "asa-orjan"],
    [["Märta-Lisa ", " Björn"], "marta-lisa-bjorn"],
    [["Sara", ""], "sara"],
    [["", ""], ""],
    [["&", "!"], ""],
    // A reserved word is no suggestion: it could never be taken.
    [["Admin", ""], ""],
  ])("%j → %j", (names, label) => {
    expect(suggestedLabel(names)).toBe(label);
  });

  it("is never longer than a label may be, and never ends in a hyphen", () => {
    const label = suggestedLabel(["a".repeat(62), "b"]);
    expect(label.length).toBeLessThanOrEqual(63);
    expect(isValidLabel(label)).toBe(true);
  });
});
