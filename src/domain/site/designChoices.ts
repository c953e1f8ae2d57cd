import type { Brand } from "../brands";
import type { Theme } from "./designNames";

/**
 * What the design drawer offers each brand (spec 2 and 3): the themes of the pickers
 * (theme6 is the older quiet classic kept for stored sites, never offered), theme12 and the
 * event logo only to the wedding brand.
 */
export const PICKER_THEMES = ["theme4", "theme5", "theme7", "theme8", "theme9", "theme10", "theme11", "theme12"] as const satisfies readonly Theme[];

export type PickerTheme = (typeof PICKER_THEMES)[number];

const WEDDING_ONLY_THEMES: ReadonlySet<Theme> = new Set(["theme12"]);

export function themesFor(brand: Brand): PickerTheme[] {
  return PICKER_THEMES.filter((theme) => brand === "wedding" || !WEDDING_ONLY_THEMES.has(theme));
}

export function offersEventLogo(brand: Brand): boolean {
  return brand === "wedding";
}
