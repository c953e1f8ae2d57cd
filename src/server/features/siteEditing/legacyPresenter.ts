import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { LegacyEditorSite, LegacyWireDocument } from "../../../modules/legacy/editorSite";
import { propertiesList } from "../../../modules/legacy/wire";
import type { SiteRow } from "../../core";
import { presentSiteSettings } from "./presenter";

/** A legacy document as the editor reads it: each module's properties as the wire's list of pairs. */
export function presentLegacyDocument(document: LegacySiteDocument): LegacyWireDocument {
  return { ...document, modules: document.modules.map((module) => ({ ...module, properties: propertiesList(module.properties) })) };
}

/** A legacy site as the editor loads it: the settings, then the document with each module's properties as the wire's list of pairs. */
export function presentLegacyEditorSite(site: SiteRow, document: LegacySiteDocument, reservations: GiftReservation[]): LegacyEditorSite {
  const { modules, ...rest } = presentLegacyDocument(document);
  // The settings last: the site's own search visibility, not the document's copy of it.
  return { ...rest, ...presentSiteSettings(site), modules, giftRegistryReservations: reservations };
}
