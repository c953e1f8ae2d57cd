import type { GuestDocument } from "../../../modules/guestDocument";
import { designAttributes } from "../../../kit/guestPage/design/designAttributes";
import { siteNames } from "../../../web/site/footer/footerFacts";
import type { GateDesign } from "./page";

/** The protected site's theme, colours, fonts and names for its password page: nothing of its modules' content. */
export function gateDesign(document: GuestDocument, language: string, stylesheets: string[]): GateDesign {
  const { className, style } = designAttributes(document);
  return { className, style: style as Record<string, string>, stylesheets, names: siteNames(document, language) };
}
