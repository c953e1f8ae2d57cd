import { describe, expect, it } from "vitest";
import { eventLogo } from "./design";
import { BADGE_PLACEMENT, defaultLogoDate, newEventLogo, withVariant } from "./eventLogoEditing";

const today = new Date("2025-03-10T12:00:00Z");

describe("defaultLogoDate", () => {
  it("is one year ahead", () => {
    expect(defaultLogoDate(today)).toBe("2026-03-10");
  });
});

describe("newEventLogo", () => {
  it("starts with empty names, next year's date and the scheme's colours", () => {
    expect(newEventLogo("LeafsBox", today)).toMatchObject({
      variant: "LeafsBox",
      name1: "",
      name2: "",
      additionalText: "2026-03-10",
      colorText: { override: false },
      colorBackground: { override: false },
      fontSizeInitials: 10,
      distanceInitialsX: 0,
      distanceInitialsY: 7,
    });
  });

  it("gives the badge its own defaults: size 9, X 12, Y 6", () => {
    expect(newEventLogo("ModernMonogramBadge", today)).toMatchObject({ fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 });
  });

  // The schema clamps slider values, so an unchanged parse also means every default is in range.
  it("gives logos the schema accepts unchanged", () => {
    for (const variant of ["ModernMonogramBadge", "HandDrawnHeart"] as const) {
      const logo = newEventLogo(variant, today);
      expect(eventLogo.parse(logo)).toEqual(logo);
    }
  });
});

describe("withVariant", () => {
  const logo = { ...newEventLogo("HandDrawnHeart", today), name1: "Anna", name2: "Johan", colorText: { override: true, color: "#224466" } };

  it("keeps names, date and colours and takes the badge's placement", () => {
    const badge = withVariant(logo, "ModernMonogramBadge");
    expect(badge).toMatchObject({ variant: "ModernMonogramBadge", name1: "Anna", name2: "Johan", additionalText: "2026-03-10", colorText: logo.colorText, ...BADGE_PLACEMENT });
  });

  it("restores the general placement when leaving the badge", () => {
    const badge = { ...withVariant(logo, "ModernMonogramBadge"), fontSizeInitials: 15 };
    expect(withVariant(badge, "LeafsBox")).toMatchObject({ variant: "LeafsBox", fontSizeInitials: 10, distanceInitialsX: 0, distanceInitialsY: 7 });
  });

  it("keeps a background colour of its own for the badge alone", () => {
    const badge = { ...withVariant(logo, "ModernMonogramBadge"), colorBackground: { override: true, color: "#aa3355" } };
    expect(withVariant(badge, "LeafsBox").colorBackground).toEqual({ override: false, color: "#aa3355" });
  });

  it("leaves the owner's adjustments alone when the variant stays", () => {
    const badge = { ...withVariant(logo, "ModernMonogramBadge"), fontSizeInitials: 15 };
    expect(withVariant(badge, "ModernMonogramBadge")).toBe(badge);
  });
});
