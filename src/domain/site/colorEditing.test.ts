import { describe, expect, it } from "vitest";
import { presetScheme, THEME_DEFAULT_COLORS } from "./colorPresets";
import { roundColor, schemeInUse, toPickerColor, withRoleColor } from "./colorEditing";

describe("roundColor", () => {
  it("rounds h, s, l and alpha to 2 decimals", () => {
    expect(roundColor({ h: 123.456789, s: 45.6749, l: 0.005, a: 0.33333 })).toEqual({ h: 123.46, s: 45.67, l: 0.01, alpha: 0.33 });
  });

  it("gives alpha 1 when the picker leaves it out", () => {
    expect(roundColor({ h: 10, s: 20, l: 30 })).toEqual({ h: 10, s: 20, l: 30, alpha: 1 });
  });

  it("keeps an alpha of 0", () => {
    expect(roundColor({ h: 0, s: 0, l: 0, a: 0 }).alpha).toBe(0);
  });

  it("turns back into the picker's shape", () => {
    expect(toPickerColor({ h: 1, s: 2, l: 3, alpha: 0.5 })).toEqual({ h: 1, s: 2, l: 3, a: 0.5 });
  });
});

describe("schemeInUse", () => {
  it("is the owner's scheme when there is one", () => {
    expect(schemeInUse({ theme: "theme4", colorScheme: presetScheme("PINK") })).toEqual(presetScheme("PINK"));
  });

  it("is the theme's own colours, as a custom scheme, when there is none", () => {
    expect(schemeInUse({ theme: "theme9", colorScheme: null })).toEqual({ name: "CUSTOM", ...THEME_DEFAULT_COLORS.theme9 });
  });
});

describe("withRoleColor", () => {
  it("replaces one role, keeps the others and names the scheme CUSTOM", () => {
    const gold = presetScheme("GOLD");
    const red = { h: 0, s: 80, l: 40, alpha: 1 };
    const changed = withRoleColor(gold, "primary", red);
    expect(changed).toEqual({ ...gold, primary: red, name: "CUSTOM" });
    expect(gold.name).toBe("GOLD");
  });
});
