import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import { propertiesList } from "../../../modules/legacy/wire";
import type { SiteRow } from "../sites/repository";
import { presentSiteSettings } from "./presenter";

/** A legacy site as the editor loads it: the settings, then the document with each module's properties as the wire's list of pairs. */
export function presentLegacyEditorSite(site: SiteRow, document: LegacySiteDocument, reservations: GiftReservation[]) {
  // The settings last: the site's own search visibility, not the document's copy of it.
  return {
    ...document,
    ...presentSiteSettings(site),
    modules: document.modules.map((module) => ({ ...module, properties: propertiesList(module.properties) })),
    giftRegistryReservations: reservations,
  };
}
export type LegacyEditorSite = ReturnType<typeof presentLegacyEditorSite>;
