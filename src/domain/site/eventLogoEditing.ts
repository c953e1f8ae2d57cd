import { formatDate } from "../dates";
import type { EventLogo } from "./design";
import type { EVENT_LOGO_VARIANTS } from "./designNames";

/** The event logo tab's rules (spec 3, sections 5 and 9): slider ranges, variant defaults, the default date. */

export type EventLogoVariant = (typeof EVENT_LOGO_VARIANTS)[number];
type Placement = Pick<EventLogo, "fontSizeInitials" | "distanceInitialsX" | "distanceInitialsY">;


/** The variant whose background and initials the owner may adjust. */
export const BADGE_VARIANT: EventLogoVariant = "ModernMonogramBadge";

const PLACEMENT: Placement = { fontSizeInitials: 10, distanceInitialsX: 0, distanceInitialsY: 7 };
export const BADGE_PLACEMENT: Placement = { fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 };

const placementOf = (variant: EventLogoVariant) => (variant === BADGE_VARIANT ? BADGE_PLACEMENT : PLACEMENT);

/** One year ahead of today, as YYYY-MM-DD. */
export function defaultLogoDate(today: Date): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() + 1);
  return formatDate(date);
}

export function newEventLogo(variant: EventLogoVariant, today: Date): EventLogo {
  return {
    variant,
    name1: "",
    name2: "",
    additionalText: defaultLogoDate(today),
    colorText: { override: false, color: "#000000" },
    colorBackground: { override: false, color: "#ffffff" },
    ...placementOf(variant),
  };
}

/**
 * Another variant: names, date and text colour kept; the initials' size and placement are the
 * variant's own, and only the badge keeps a background colour of its own.
 */
export function withVariant(logo: EventLogo, variant: EventLogoVariant): EventLogo {
  if (logo.variant === variant) return logo;
  const colorBackground = variant === BADGE_VARIANT ? logo.colorBackground : { ...logo.colorBackground, override: false };
  return { ...logo, variant, colorBackground, ...placementOf(variant) };
}
