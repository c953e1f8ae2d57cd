import { describe, expect, it } from "vitest";
import { offersEventLogo, themesFor } from "./designChoices";

describe("themesFor", () => {
  it("offers the wedding brand all eight picker themes, theme12 included", () => {
    expect(themesFor("wedding")).toEqual(["theme4", "theme5", "theme7", "theme8", "theme9", "theme10", "theme11", "theme12"]);
  });

  it("keeps theme12 from the party and event brands", () => {
    expect(themesFor("party")).not.toContain("theme12");
    expect(themesFor("event")).toEqual(["theme4", "theme5", "theme7", "theme8", "theme9", "theme10", "theme11"]);
  });

  it("never offers theme6", () => {
    expect(themesFor("wedding")).not.toContain("theme6");
  });
});

describe("offersEventLogo", () => {
  it("is the wedding brand's alone", () => {
    expect([offersEventLogo("wedding"), offersEventLogo("party"), offersEventLogo("event")]).toEqual([true, false, false]);
  });
});
