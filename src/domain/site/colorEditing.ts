import { THEME_DEFAULT_COLORS } from "./colorPresets";
import { round2 } from "./colors";
import type { ColorRole, ColorScheme, Hsla } from "./design";
import type { DocumentSettings } from "./documentSettings";

/** The advanced colour picker's rules (spec 2, Pickers): stored values rounded, a changed scheme is CUSTOM. */

/** A colour as the picker hands it over: alpha may be missing. */
interface PickerColor {
  h: number;
  s: number;
  l: number;
  a?: number;
}

/** h, s, l and alpha rounded to 2 decimals; alpha defaults to 1. */
export function roundColor({ h, s, l, a }: PickerColor): Hsla {
  return { h: round2(h), s: round2(s), l: round2(l), alpha: a === undefined ? 1 : round2(a) };
}

export function toPickerColor({ h, s, l, alpha }: Hsla): Required<PickerColor> {
  return { h, s, l, a: alpha };
}

/** The colours a site shows: the owner's scheme, or its theme's own until one is chosen. */
export function schemeInUse(document: Pick<DocumentSettings, "theme" | "colorScheme">): ColorScheme {
  return document.colorScheme ?? { name: "CUSTOM", ...THEME_DEFAULT_COLORS[document.theme] };
}

/** The scheme with one role's colour replaced: no longer a preset. */
export function withRoleColor(scheme: ColorScheme, role: ColorRole, color: Hsla): ColorScheme {
  return { ...scheme, [role]: color, name: "CUSTOM" };
}
