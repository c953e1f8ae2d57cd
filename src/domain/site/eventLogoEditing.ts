import { formatDate } from "../dates";
import { eventLogo, type EventLogo } from "./design";
import type { EVENT_LOGO_VARIANTS } from "./designNames";

/**
 * The event logo tab's rules (spec 3, sections 5 and 9): a new logo, the badge's own initials
 * placement, the default date. The sliders' ranges and the other defaults are the schema's (design.ts).
 */

export type EventLogoVariant = (typeof EVENT_LOGO_VARIANTS)[number];
type Placement = Pick<EventLogo, "fontSizeInitials" | "distanceInitialsX" | "distanceInitialsY">;

/** The variant whose background and initials the owner may adjust. */
export const BADGE_VARIANT: EventLogoVariant = "ModernMonogramBadge";

export const BADGE_PLACEMENT: Placement = { fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 };

/** A variant's starting logo: the schema's defaults, with the badge's own placement. */
function defaultsOf(variant: EventLogoVariant, fields: Partial<EventLogo> = {}): EventLogo {
  const logo = eventLogo.parse({ ...fields, variant });
  return variant === BADGE_VARIANT ? { ...logo, ...BADGE_PLACEMENT } : logo;
}

/** One year ahead of today, as YYYY-MM-DD. */
export function defaultLogoDate(today: Date): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() + 1);
  return formatDate(date);
}

export const newEventLogo = (variant: EventLogoVariant, today: Date): EventLogo => defaultsOf(variant, { additionalText: defaultLogoDate(today) });

/**
 * Another variant: names, date and text colour kept; the initials' size and placement are the
 * variant's own, and only the badge keeps a background colour of its own.
 */
export function withVariant(logo: EventLogo, variant: EventLogoVariant): EventLogo {
  if (logo.variant === variant) return logo;
  const { fontSizeInitials, distanceInitialsX, distanceInitialsY } = defaultsOf(variant);
  const colorBackground = variant === BADGE_VARIANT ? logo.colorBackground : { ...logo.colorBackground, override: false };
  return { ...logo, variant, colorBackground, fontSizeInitials, distanceInitialsX, distanceInitialsY };
}
