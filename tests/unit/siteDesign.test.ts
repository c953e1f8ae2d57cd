import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { presetScheme } from "../../src/domain/site/colorPresets";
import { textContrast } from "../../src/domain/site/colors";
import { ALL_SITE_GRAPHICS, EVENT_LOGO_VARIANTS, THEMES, eventLogo, type SiteGraphic as SiteGraphicName } from "../../src/domain/site/design";
import { siteDocument } from "../../src/modules/siteDocument";
import { designAttributes, siteColors } from "../../src/kit/guestPage/design/designAttributes";
import { EventLogo } from "../../src/kit/guestPage/design/EventLogo";
import { SiteGraphic } from "../../src/web/site/design/SiteGraphic";

const CONTRACT = ["--color-primary", "--color-on-primary", "--color-background", "--color-on-background", "--color-surface", "--color-on-surface", "--font-heading", "--font-text"];

describe("designAttributes", () => {
  it.each(THEMES)("gives %s its class and every contract property", (theme) => {
    const { className, style } = designAttributes(siteDocument.parse({ theme }));
    expect(className.split(" ")).toEqual(expect.arrayContaining(["site", `site--${theme}`]));
    for (const name of CONTRACT) expect(style).toHaveProperty([name]);
    expect((style as Record<string, string>)["--color-primary"]).toMatch(/^hsl\(/);
  });

  it("uses the owner's preset and marks dark schemes", () => {
    const { className, style } = designAttributes(siteDocument.parse({ colorScheme: presetScheme("MIDNIGHT_GOLD") }));
    expect(className).toContain("site--dark");
    expect((style as Record<string, string>)["--color-background"]).toBe("hsl(230 40% 11%)");
  });

  it("replaces unreadable custom text colours", () => {
    const scheme = { ...presetScheme("GOLD"), name: "CUSTOM" as const, onBackground: { h: 42, s: 45, l: 92, alpha: 1 } };
    const colors = siteColors(siteDocument.parse({ colorScheme: scheme }));
    expect(textContrast(colors.onBackground, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it("writes font stacks with fallbacks", () => {
    const { style } = designAttributes(siteDocument.parse({ fonts: { heading: "Great Vibes", text: "Arial" } }));
    expect((style as Record<string, string>)["--font-heading"]).toBe('"Great Vibes", "Great Vibes Fallback: Times New Roman", "Great Vibes Fallback: Noto Serif", "Segoe Script", "Brush Script MT", cursive');
    expect((style as Record<string, string>)["--font-text"]).toMatch(/^Arial, /);
  });
});

describe("SiteGraphic", () => {
  it.each(ALL_SITE_GRAPHICS)("renders %s as a hidden decorative layer", (name) => {
    const html = renderToString(createElement(SiteGraphic, { name }));
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/class="site-graphic site-graphic--(site|corner|background) site-graphic--[a-z-]+"/);
  });

  it("refuses an unknown graphic", () => {
    expect(() => renderToString(createElement(SiteGraphic, { name: "SPARKLES" as SiteGraphicName }))).toThrow(/Unknown site graphic/);
  });
});

describe("EventLogo", () => {
  it.each(EVENT_LOGO_VARIANTS)("names the couple in %s", (variant) => {
    const logo = eventLogo.parse({ variant, name1: "Åsa", name2: "Øystein", additionalText: "12 juni" });
    const html = renderToString(createElement(EventLogo, { logo }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Åsa &amp; Øystein, 12 juni"');
    expect(html).toContain("--initials-base:35px");
  });

  it("uses the owner's colours only when overridden", () => {
    const plain = renderToString(createElement(EventLogo, { logo: eventLogo.parse({ variant: "LeafsBox", colorText: { override: false, color: "#ff0000" } }) }));
    expect(plain).not.toContain("--logo-text");
    const own = renderToString(createElement(EventLogo, { logo: eventLogo.parse({ variant: "LeafsBox", colorText: { override: true, color: "#ff0000" }, colorBackground: { override: true, color: "#112233" } }) }));
    expect(own).toContain("--logo-text:hsl(0 100% 50%)");
    expect(own).toContain("--logo-background:#112233");
  });

  it("brings sizes and offsets stored under wider ranges within the sliders' ranges, so the site still loads", () => {
    const logo = eventLogo.parse({ variant: "ModernMonogramBadge", fontSizeInitials: 40, distanceInitialsX: -50, distanceInitialsY: 9 });
    expect(logo).toMatchObject({ fontSizeInitials: 15, distanceInitialsX: -14, distanceInitialsY: 9 });
    expect(eventLogo.parse({ variant: "LeafsBox", fontSizeInitials: 0 }).fontSizeInitials).toBe(1);
  });
});
