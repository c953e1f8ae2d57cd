import { z } from "zod";
import { COLOR_PRESETS, EVENT_LOGO_VARIANTS, HEADING_FONTS, TEXT_FONTS } from "./designNames";

/** The design part of a site document: theme, colours, fonts, graphics, event logo (spec 2, Pickers). */
export * from "./designNames";

/** Colour values as the colour picker stores them, rounded to 2 decimals. */
export const hsla = z.object({
  h: z.number().min(0).max(360),
  s: z.number().min(0).max(100),
  l: z.number().min(0).max(100),
  alpha: z.number().min(0).max(1).default(1),
});
export type Hsla = z.infer<typeof hsla>;

/**
 * The six colours of a site (spec 3, Site): a preset fills them; the advanced picker may
 * change any. `name` remembers the preset they came from, CUSTOM once edited.
 */
export const colorScheme = z.object({
  name: z.union([z.enum(COLOR_PRESETS), z.literal("CUSTOM")]).default("GOLD"),
  primary: hsla,
  background: hsla,
  surface: hsla,
  onPrimary: hsla,
  onBackground: hsla,
  onSurface: hsla,
});
export type ColorScheme = z.infer<typeof colorScheme>;

export const fonts = z.object({ heading: z.enum(HEADING_FONTS), text: z.enum(TEXT_FONTS) });

/**
 * The event logo sliders' ranges (spec 3, sections 5 and 9). A value outside is brought within
 * them rather than refused: documents are read with this schema too, and one stored under
 * wider ranges must still load.
 */
export const EVENT_LOGO_SLIDERS = {
  fontSizeInitials: { min: 1, max: 15 },
  distanceInitialsX: { min: -14, max: 14 },
  distanceInitialsY: { min: -14, max: 14 },
} as const;
const slider = (range: { min: number; max: number }) => z.number().transform((value) => Math.min(Math.max(value, range.min), range.max));

const overridableColor = z.object({ override: z.boolean().default(false), color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default("#000000") });
export const eventLogo = z.object({
  variant: z.enum(EVENT_LOGO_VARIANTS),
  name1: z.string().max(60).default(""),
  name2: z.string().max(60).default(""),
  additionalText: z.string().max(120).default(""),
  colorText: overridableColor.default({ override: false, color: "#000000" }),
  colorBackground: overridableColor.default({ override: false, color: "#ffffff" }),
  /** Added to 25 for the initials' size; default 10 gives 35. */
  fontSizeInitials: slider(EVENT_LOGO_SLIDERS.fontSizeInitials).default(10),
  distanceInitialsX: slider(EVENT_LOGO_SLIDERS.distanceInitialsX).default(0),
  distanceInitialsY: slider(EVENT_LOGO_SLIDERS.distanceInitialsY).default(7),
});
export type EventLogo = z.infer<typeof eventLogo>;
