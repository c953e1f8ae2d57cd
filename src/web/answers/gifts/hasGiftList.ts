import { legacySiteDocument } from "../../../modules/legacy/document";
import { isLegacyEditorSite, type AnyEditorSite } from "../../../modules/legacy/editorSite";

/** Whether the site has a gift list, so the Gåvor tab shows: a GiftRegistry module, a legacy site's included (it has reservations). */
export function hasGiftList(site: AnyEditorSite): boolean {
  if (!isLegacyEditorSite(site)) return site.siteModules.some((module) => module.siteModuleType === "GiftRegistry");
  const document = legacySiteDocument.safeParse(site);
  return document.success && document.data.modules.some((module) => module.module === "GiftRegistry");
}
