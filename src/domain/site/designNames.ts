/** Names of themes, colour presets, fonts, graphics and logo variants: zod-free, for the guest bundle. */
export const THEMES = ["theme4", "theme5", "theme6", "theme7", "theme8", "theme9", "theme10", "theme11", "theme12"] as const;
export type Theme = (typeof THEMES)[number];

/** 24 names from the spec plus 3 of our own. */
export const COLOR_PRESETS = [
  "BLACK_AND_WHITE", "GOLD", "LIGHT_GREEN", "VINTAGE_GREEN", "LIGHT_GREY", "YELLOW_BROWN", "RED", "PURPLE", "LIGHT_BROWN",
  "BEIGE_AND_PURPLE", "BLUE_GREY", "GREEN_NEON", "YELLOW_GREEN", "BLACK", "RICH_BLUE", "SKIN", "BROWN", "MILITARY_GREEN",
  "PINK", "MILITARY_GREEN_2", "LIGHT_BLUE_BACKGROUND", "DARK_RED_BACKGROUND", "LIGHT_GREEN_BACKGROUND", "MINT_GREEN_BACKGROUND",
  "DUSTY_ROSE", "SAGE_AND_CREAM", "MIDNIGHT_GOLD",
] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];
export const COLOR_ROLES = ["primary", "background", "surface", "onPrimary", "onBackground", "onSurface"] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export const HEADING_FONTS = [
  "Parisienne", "Playfair Display", "Lobster", "Great Vibes", "Prata", "Cormorant Garamond", "Dancing Script", "Sacramento",
  "Allura", "Alex Brush", "Pinyon Script", "Tangerine", "Cinzel", "Libre Baskerville", "Josefin Sans", "Montserrat",
  "Abril Fatface", "Amatic SC", "Satisfy", "Marcellus", "Quicksand", "Raleway", "Bodoni Moda",
] as const;
export const TEXT_FONTS = ["Open Sans", "Arial", "Georgia", "Raleway", "Lato", "Lora", "Montserrat", "Source Sans 3", "Nunito", "Merriweather", "PT Serif", "Work Sans"] as const;
export const DEFAULT_FONTS = { heading: "Playfair Display", text: "Arial" } as const;
export const SITE_GRAPHICS = ["MOVING_DOTS_BACKGROUND", "EUCALYPTUS", "EUCALYPTUS_MINTED", "LEAFS_MIX"] as const;
export const CORNER_GRAPHICS = [
  "CORNER_GRAPHICS_BLUE", "CORNER_GRAPHICS_MULTI_COLOR", "CORNER_GRAPHICS_ROSE", "CORNER_GRAPHICS_WATER_COLOR", "CORNER_GRAPHICS_BALLOONS",
  "CORNER_GRAPHICS_PURPLE_GREEN_FLOWERS", "CORNER_GRAPHICS_WATER_COLOR_VINTAGE_FLOWERS", "CORNER_GRAPHICS_GREEN_LEAFS_ARTIFICIAL",
  "CORNER_GRAPHICS_ARTIFICIAL_FLOWERS_RED_AND_PINK",
] as const;
export const BACKGROUND_IMAGES = [
  "BACKGROUND_IMAGE_FLOWERS_CLEAN", "BACKGROUND_IMAGE_WOOD_AND_FLOWERS", "BACKGROUND_IMAGE_BLURRY_DECORATIONS", "BACKGROUND_IMAGE_BOKEH_DARK",
  "BACKGROUND_IMAGE_BOKEH_FIREWORKS", "BACKGROUND_IMAGE_BOKEH_LIGHT", "BACKGROUND_IMAGE_DANCING_PARTY", "BACKGROUND_IMAGE_NOISE",
  "BACKGROUND_IMAGE_GREEN_AND_GOLD_FLOWERS",
] as const;
export const ALL_SITE_GRAPHICS = [...SITE_GRAPHICS, ...CORNER_GRAPHICS, ...BACKGROUND_IMAGES] as const;
export type SiteGraphic = (typeof ALL_SITE_GRAPHICS)[number];
export const EVENT_LOGO_VARIANTS = [
  "RelaxedByHand", "BorderUpAndDown", "ModernMonogramStrikethrough", "ModernMonogramBadge", "HandDrawnHeart", "ModernMonogramBorderBetween", "LeafsBox",
] as const;
