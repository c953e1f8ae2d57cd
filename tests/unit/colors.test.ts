import { describe, expect, it } from "vitest";
import { COLOR_PRESET_ROLES, presetScheme, THEME_DEFAULT_COLORS } from "../../src/domain/site/colorPresets";
import { adjustForContrast, contrastRatio, guardScheme, hexToHsla, hslCss, hslToRgb, readableOn, relativeLuminance, textContrast, visibleRgb } from "../../src/domain/site/colors";
import { COLOR_PRESETS, THEMES, type ColorScheme, type Hsla } from "../../src/domain/site/design";

const c = (h: number, s: number, l: number, alpha = 1): Hsla => ({ h, s, l, alpha });

function contrasts(scheme: Omit<ColorScheme, "name">) {
  const page = visibleRgb(scheme.background);
  return {
    onBackground: textContrast(scheme.onBackground, scheme.background),
    onSurface: textContrast(scheme.onSurface, scheme.surface, page),
    onPrimary: textContrast(scheme.onPrimary, scheme.primary, page),
  };
}

describe("colour arithmetic", () => {
  it("turns HSL into RGB", () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hslToRgb(240, 100, 50)).toEqual([0, 0, 255]);
    expect(hslToRgb(0, 0, 100)).toEqual([255, 255, 255]);
    expect(hslToRgb(210, 50, 40)).toEqual([51, 102, 153]);
  });

  it("computes WCAG luminance and contrast", () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([255, 255, 255], [118, 118, 118])).toBeGreaterThan(4.5);
  });

  it("lays translucent colours over what is behind them", () => {
    expect(visibleRgb(c(0, 0, 0, 0.5))).toEqual([128, 128, 128]);
    expect(visibleRgb(c(0, 0, 100, 0.5), [0, 0, 0])).toEqual([128, 128, 128]);
  });

  it("writes CSS hsl() with alpha only when translucent", () => {
    expect(hslCss(c(40.123, 50, 30))).toBe("hsl(40.12 50% 30%)");
    expect(hslCss(c(40, 50, 30, 0.5))).toBe("hsl(40 50% 30% / 0.5)");
  });
});

describe("the text guard", () => {
  it("keeps a text colour that already reads well", () => {
    const text = c(30, 20, 15);
    expect(readableOn(text, c(40, 40, 97))).toBe(text);
  });

  it("replaces a failing text colour with near-black on light grounds and near-white on dark", () => {
    const onLight = readableOn(c(40, 40, 80), c(40, 40, 97));
    expect(onLight.l).toBeLessThan(20);
    expect(textContrast(onLight, c(40, 40, 97))).toBeGreaterThanOrEqual(4.5);
    const onDark = readableOn(c(230, 40, 20), c(230, 40, 11));
    expect(onDark.l).toBeGreaterThan(90);
    expect(textContrast(onDark, c(230, 40, 11))).toBeGreaterThanOrEqual(4.5);
  });

  it("finds a passing colour on every mid-tone ground and through translucent text", () => {
    for (let h = 0; h < 360; h += 30) {
      for (let l = 0; l <= 100; l += 5) {
        const ground = c(h, 80, l);
        expect(textContrast(readableOn(c(h, 80, l), ground), ground)).toBeGreaterThanOrEqual(4.5);
        expect(textContrast(readableOn(c(0, 0, 0, 0.2), ground), ground)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("moves the primary colour lighter or darker until it reads as text", () => {
    const ground = c(44, 50, 96);
    const gold = adjustForContrast(c(42, 70, 55), ground);
    expect(gold.h).toBe(42);
    expect(gold.l).toBeLessThan(55);
    expect(textContrast(gold, ground)).toBeGreaterThanOrEqual(4.5);
    const night = c(230, 40, 11);
    expect(textContrast(adjustForContrast(c(230, 60, 30), night), night)).toBeGreaterThanOrEqual(4.5);
  });

  it("guards a custom scheme whose text would vanish", () => {
    const scheme: ColorScheme = { ...presetScheme("GOLD"), name: "CUSTOM", onBackground: c(42, 45, 90), onPrimary: c(38, 55, 40), onSurface: c(0, 0, 100, 0.1) };
    const values = contrasts(guardScheme(scheme));
    for (const ratio of Object.values(values)) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe("colour presets", () => {
  it("has every preset the picker names", () => {
    expect(Object.keys(COLOR_PRESET_ROLES).sort()).toEqual([...COLOR_PRESETS].sort());
    expect(COLOR_PRESETS).toHaveLength(27);
  });

  it.each(COLOR_PRESETS)("%s reads at 4.5:1 before and after the guard", (name) => {
    const scheme = presetScheme(name);
    for (const ratio of Object.values(contrasts(scheme))) expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(guardScheme(scheme)).toEqual(scheme);
  });

  it("makes BLACK and MIDNIGHT_GOLD dark and the *_BACKGROUND presets coloured", () => {
    for (const name of ["BLACK", "MIDNIGHT_GOLD", "DARK_RED_BACKGROUND"] as const) expect(COLOR_PRESET_ROLES[name].background.l).toBeLessThan(30);
    for (const name of ["LIGHT_BLUE_BACKGROUND", "LIGHT_GREEN_BACKGROUND", "MINT_GREEN_BACKGROUND"] as const) {
      expect(COLOR_PRESET_ROLES[name].background.s).toBeGreaterThan(30);
      expect(COLOR_PRESET_ROLES[name].background.l).toBeLessThan(90);
    }
  });

  it.each(THEMES)("the own palette of %s reads at 4.5:1", (theme) => {
    for (const ratio of Object.values(contrasts(THEME_DEFAULT_COLORS[theme]))) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe("hex colours", () => {
  it("turn into HSLA and back", () => {
    expect(hexToHsla("#ff0000")).toEqual(c(0, 100, 50));
    expect(hexToHsla("#336699")).toEqual(c(210, 50, 40));
    const back = hexToHsla("#d4af37");
    expect(hslToRgb(back.h, back.s, back.l)).toEqual([212, 175, 55]);
    expect(() => hexToHsla("red")).toThrow();
  });
});
