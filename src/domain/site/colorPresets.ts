import type { ColorPreset, ColorScheme, Hsla, Theme } from "./design";

/**
 * The colour presets of the picker (spec 2, Pickers) and each theme's own palette, used
 * when a site has no colour scheme. Every on-colour reads at 4.5:1 or more on its ground.
 */

const c = (h: number, s: number, l: number, alpha = 1): Hsla => ({ h, s, l, alpha });

type Roles = Omit<ColorScheme, "name">;

/** primary, onPrimary, background, onBackground, surface, onSurface. */
const roles = (primary: Hsla, onPrimary: Hsla, background: Hsla, onBackground: Hsla, surface: Hsla, onSurface: Hsla): Roles => ({
  primary,
  onPrimary,
  background,
  onBackground,
  surface,
  onSurface,
});

const WHITE = c(0, 0, 100);

export const COLOR_PRESET_ROLES: Record<ColorPreset, Roles> = {
  BLACK_AND_WHITE: roles(c(0, 0, 10), WHITE, WHITE, c(0, 0, 10), c(0, 0, 96), c(0, 0, 10)),
  GOLD: roles(c(38, 55, 32), c(40, 60, 98), c(42, 45, 97), c(30, 25, 16), c(40, 50, 92), c(30, 25, 16)),
  LIGHT_GREEN: roles(c(145, 40, 28), WHITE, c(110, 30, 97), c(150, 30, 14), c(115, 30, 91), c(150, 30, 14)),
  VINTAGE_GREEN: roles(c(95, 22, 30), c(60, 40, 96), c(55, 30, 94), c(90, 20, 16), c(65, 22, 87), c(90, 20, 16)),
  LIGHT_GREY: roles(c(210, 8, 28), WHITE, c(0, 0, 97), c(210, 8, 14), c(210, 6, 92), c(210, 8, 14)),
  YELLOW_BROWN: roles(c(30, 55, 28), c(45, 90, 92), c(46, 85, 93), c(28, 45, 15), c(45, 75, 85), c(28, 45, 15)),
  RED: roles(c(355, 68, 40), WHITE, c(0, 40, 98), c(355, 35, 14), c(355, 50, 94), c(355, 35, 14)),
  PURPLE: roles(c(275, 42, 36), WHITE, c(275, 35, 97), c(275, 30, 15), c(275, 35, 92), c(275, 30, 15)),
  LIGHT_BROWN: roles(c(25, 38, 34), c(35, 60, 97), c(32, 40, 95), c(25, 30, 16), c(30, 35, 88), c(25, 30, 16)),
  BEIGE_AND_PURPLE: roles(c(285, 32, 34), c(38, 60, 96), c(38, 42, 92), c(285, 28, 16), c(38, 38, 86), c(285, 28, 16)),
  BLUE_GREY: roles(c(210, 28, 33), WHITE, c(210, 22, 96), c(212, 28, 15), c(210, 22, 90), c(212, 28, 15)),
  GREEN_NEON: roles(c(128, 85, 46), c(150, 60, 8), c(100, 30, 97), c(150, 35, 11), c(110, 45, 91), c(150, 35, 11)),
  YELLOW_GREEN: roles(c(70, 70, 26), c(60, 80, 96), c(60, 65, 95), c(80, 45, 13), c(66, 55, 87), c(80, 45, 13)),
  BLACK: roles(c(0, 0, 92), c(0, 0, 7), c(0, 0, 7), c(0, 0, 93), c(0, 0, 13), c(0, 0, 93)),
  RICH_BLUE: roles(c(222, 72, 34), WHITE, c(220, 45, 97), c(225, 50, 15), c(220, 50, 92), c(225, 50, 15)),
  SKIN: roles(c(18, 42, 38), c(25, 80, 97), c(25, 65, 94), c(18, 30, 17), c(24, 55, 88), c(18, 30, 17)),
  BROWN: roles(c(24, 45, 24), c(35, 50, 95), c(32, 28, 94), c(24, 40, 13), c(30, 25, 87), c(24, 40, 13)),
  MILITARY_GREEN: roles(c(80, 28, 26), c(60, 30, 95), c(70, 14, 93), c(80, 25, 13), c(75, 16, 86), c(80, 25, 13)),
  PINK: roles(c(335, 62, 40), WHITE, c(340, 65, 97), c(335, 35, 17), c(340, 60, 92), c(335, 35, 17)),
  MILITARY_GREEN_2: roles(c(85, 32, 21), c(60, 35, 92), c(58, 22, 88), c(85, 30, 12), c(58, 22, 81), c(85, 30, 12)),
  LIGHT_BLUE_BACKGROUND: roles(c(210, 58, 28), WHITE, c(200, 62, 86), c(210, 55, 14), c(200, 70, 94), c(210, 55, 14)),
  DARK_RED_BACKGROUND: roles(c(36, 75, 70), c(355, 55, 15), c(355, 55, 24), c(25, 45, 95), c(355, 45, 31), c(25, 45, 96)),
  LIGHT_GREEN_BACKGROUND: roles(c(140, 45, 24), WHITE, c(110, 38, 85), c(130, 40, 12), c(110, 40, 93), c(130, 40, 12)),
  MINT_GREEN_BACKGROUND: roles(c(172, 52, 22), WHITE, c(160, 48, 85), c(172, 48, 12), c(160, 50, 93), c(172, 48, 12)),
  DUSTY_ROSE: roles(c(350, 32, 40), c(10, 60, 98), c(10, 40, 96), c(350, 22, 18), c(355, 38, 91), c(350, 22, 18)),
  SAGE_AND_CREAM: roles(c(100, 17, 33), c(45, 60, 97), c(45, 50, 95), c(100, 16, 16), c(90, 18, 88), c(100, 16, 16)),
  MIDNIGHT_GOLD: roles(c(42, 62, 58), c(230, 45, 10), c(230, 40, 11), c(40, 45, 92), c(230, 35, 17), c(40, 45, 92)),
};

export function presetScheme(name: ColorPreset): ColorScheme {
  return { name, ...COLOR_PRESET_ROLES[name] };
}

/** Each theme's own colours, used while the owner has chosen none. */
export const THEME_DEFAULT_COLORS: Record<Theme, Roles> = {
  // Classic: ivory ground, antique gold, warm ink.
  theme4: roles(c(36, 48, 33), c(42, 60, 98), c(44, 50, 96), c(30, 18, 17), c(42, 45, 92), c(30, 18, 17)),
  theme5: COLOR_PRESET_ROLES.SAGE_AND_CREAM,
  // The quiet classic: paper white and soft grey-brown.
  theme6: roles(c(30, 12, 30), c(40, 30, 98), c(40, 20, 98), c(30, 10, 18), c(40, 15, 94), c(30, 10, 18)),
  // Modern: white, near-black, one confident blue.
  theme7: roles(c(228, 72, 44), WHITE, WHITE, c(225, 15, 11), c(225, 25, 96), c(225, 15, 11)),
  theme8: COLOR_PRESET_ROLES.DUSTY_ROSE,
  // Photo: a dark cinema with an amber light.
  theme9: roles(c(32, 78, 62), c(30, 40, 9), c(220, 12, 9), c(38, 20, 92), c(220, 10, 14), c(38, 20, 92)),
  // Festive: warm cream, magenta, deep violet ink.
  theme10: roles(c(330, 80, 42), WHITE, c(45, 100, 96), c(262, 45, 18), WHITE, c(262, 45, 18)),
  theme11: COLOR_PRESET_ROLES.BLACK_AND_WHITE,
  theme12: COLOR_PRESET_ROLES.MIDNIGHT_GOLD,
};
