import { useContext, type CSSProperties } from "react";
import { hexToHsla, hslCss, readableOn, visibleRgb } from "../../../domain/site/colors";
import type { EventLogo as EventLogoData, Hsla } from "../../../domain/site/design";
import { SiteContext } from "../SiteContext";
import { siteColors } from "./designAttributes";

/** Locale-free upper case: the server's and the browser's default locales may differ (Turkish i → İ). */
const initial = (name: string) => name.trim().charAt(0).toUpperCase();

/** The variants that draw the couple's initials large; the others write the names out. */
const MONOGRAMS = new Set<EventLogoData["variant"]>(["ModernMonogramStrikethrough", "ModernMonogramBadge", "HandDrawnHeart", "ModernMonogramBorderBetween"]);

/** The heart and the leaves, drawn with the logo's text colour. */
function Art({ variant }: { variant: EventLogoData["variant"] }) {
  if (variant === "HandDrawnHeart") {
    return (
      <svg className="event-logo__art" viewBox="0 0 200 180" aria-hidden="true" focusable="false">
        <path d="M100 168C58 134 10 104 12 58 13 28 36 10 60 12c20 2 33 16 40 34 8-20 22-34 44-34 26 1 46 22 44 50-3 44-50 74-90 106" />
        <path d="M97 164C60 132 18 100 18 60c0-27 20-43 42-42 19 1 31 14 38 32" opacity=".55" />
      </svg>
    );
  }
  if (variant === "LeafsBox") {
    const sprig = "M0 0c14 6 26 16 34 30M6 2c-2-8 2-14 9-16 0 8-3 13-9 16zM16 10c6-6 14-6 19-1-6 4-13 4-19 1zM22 18c-4-8-1-16 6-19 2 8-1 14-6 19zM28 26c8-3 15 0 18 6-7 2-13 0-18-6z";
    return (
      <svg className="event-logo__art" viewBox="0 0 200 140" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d={sprig} transform="translate(6 6)" />
        <path d={sprig} transform="translate(194 134) rotate(180)" />
      </svg>
    );
  }
  if (variant === "RelaxedByHand") {
    return (
      <svg className="event-logo__art" viewBox="0 0 200 20" aria-hidden="true" focusable="false">
        <path d="M10 12c30-8 60 6 92-2 26-6 52 2 88-4" />
      </svg>
    );
  }
  return null;
}

/**
 * The couple's logo in the header, in one of the seven variants (spec 2, Other site parts).
 * The colours are the scheme's unless the owner overrides them; overridden text is kept
 * readable on its background. The whole logo is one image to assistive technology, named
 * by the names and the additional text.
 */
export function EventLogo({ logo }: { logo: EventLogoData }) {
  const site = useContext(SiteContext);
  const scheme = site ? siteColors(site.document) : null;
  const names = [logo.name1, logo.name2].filter((name) => name.trim());
  const label = [names.join(" & "), logo.additionalText].filter(Boolean).join(", ");
  const monogram = MONOGRAMS.has(logo.variant);

  const style: Record<string, string> = {
    "--initials-base": `${logo.fontSizeInitials + 25}px`,
    "--initials-x": `${logo.distanceInitialsX}px`,
    "--initials-y": `${logo.distanceInitialsY}px`,
  };
  const schemeGround = logo.variant === "ModernMonogramBadge" ? scheme?.primary : scheme?.background;
  const ground: Hsla | null = logo.colorBackground.override ? hexToHsla(logo.colorBackground.color) : (schemeGround ?? null);
  if (logo.colorBackground.override) style["--logo-background"] = logo.colorBackground.color;
  if (logo.colorText.override) {
    const text = hexToHsla(logo.colorText.color);
    style["--logo-text"] = hslCss(ground && scheme ? readableOn(text, ground, visibleRgb(scheme.background)) : text);
  }

  return (
    <div className={`event-logo event-logo--${logo.variant}`} style={style as CSSProperties} role="img" aria-label={label}>
      <Art variant={logo.variant} />
      {monogram ? (
        <>
          <div className="event-logo__initials">
            <span className="event-logo__initial event-logo__initial--first">{initial(logo.name1)}</span>
            <span className="event-logo__divider" />
            <span className="event-logo__initial event-logo__initial--second">{initial(logo.name2)}</span>
          </div>
          <div className="event-logo__names">{names.join(" & ")}</div>
        </>
      ) : (
        <div className="event-logo__names">
          <span>{logo.name1}</span>
          {names.length > 1 && <span className="event-logo__and">&amp;</span>}
          <span>{logo.name2}</span>
        </div>
      )}
      {logo.additionalText && <div className="event-logo__additional">{logo.additionalText}</div>}
    </div>
  );
}
