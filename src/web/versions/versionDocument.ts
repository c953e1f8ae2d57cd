import type { GuestDocument } from "../../modules/guestDocument";
import { isLegacyDocument, legacySiteDocument } from "../../modules/legacy/document";
import type { LegacyWireDocument } from "../../modules/legacy/editorSite";
import { legacyGuestDocument } from "../../modules/legacy/guestDocument";
import type { SiteDocument } from "../../modules/siteDocument";

/** A stored version as guests would see it: a legacy one (the page before a conversion) drawn as the guest page draws a legacy site. */
export const versionGuestDocument = (document: SiteDocument | LegacyWireDocument): GuestDocument =>
  isLegacyDocument(document) ? legacyGuestDocument(legacySiteDocument.parse(document)) : (document as SiteDocument);
