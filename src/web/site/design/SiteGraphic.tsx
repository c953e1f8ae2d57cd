import { ALL_SITE_GRAPHICS, type SiteGraphic as SiteGraphicName } from "../../../domain/site/designNames";

/** "CORNER_GRAPHICS_ROSE" → "corner-graphics-rose": the class that selects the artwork in graphics.css. */
export function graphicClass(name: SiteGraphicName): string {
  if (!(ALL_SITE_GRAPHICS as readonly string[]).includes(name)) throw new Error(`Unknown site graphic: ${String(name)}`);
  return `site-graphic--${name.toLowerCase().replace(/_/g, "-")}`;
}

const kind = (name: SiteGraphicName) => (name.startsWith("CORNER_GRAPHICS_") ? "corner" : name.startsWith("BACKGROUND_IMAGE_") ? "background" : "site");

/** Every class the artwork's layer carries (the seating prints draw it too). */
export const siteGraphicClasses = (name: SiteGraphicName) => `site-graphic site-graphic--${kind(name)} ${graphicClass(name)}`;

/**
 * The site's decorative graphic (spec 2, Other site parts): a fixed layer behind the
 * content that never takes clicks. The artwork is CSS (graphics.css), tinted by the scheme.
 */
export function SiteGraphic({ name }: { name: SiteGraphicName }) {
  return <div className={siteGraphicClasses(name)} aria-hidden="true" />;
}
