import type { EditorSite, SiteVersion, SiteVersionSummary } from "../../../modules/editorSite";
import { isLegacyDocument, legacySiteDocument } from "../../../modules/legacy/document";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import { iso } from "../sites/presenter";
import type { SiteRow } from "../../core";
import type { VersionRow, VersionSummary } from "./repository";
import type { LegacySiteVersion } from "../../../modules/legacy/editorSite";
import { presentLegacyDocument } from "./legacyPresenter";

/** The site as the editor loads it: the allow-listed settings, never the password hash, then the document. */
export function presentEditorSite(
  site: SiteRow,
  document: SiteDocument,
  reservations: GiftReservation[],
  formsWithAnswers: string[],
  awaitingConfirmation: string[],
  versionId: string | null,
): EditorSite {
  return {
    ...presentSiteSettings(site),
    ...document,
    giftRegistryReservations: reservations,
    formsWithAnswers,
    awaitingConfirmation,
    versionId,
  };
}

/** The allow-listed settings the editor's site answers start with, whichever shape its document has. */
export function presentSiteSettings(site: SiteRow) {
  return {
    _id: site.id,
    host: site.host,
    active: site.active,
    activeDate: iso(site.activeDate),
    activeExpireDate: iso(site.activeExpireDate),
    hasPassword: site.passwordHash !== null,
    metaNoindex: site.metaNoindex,
    customDomainActive: site.customDomainActive,
    customDomainActiveDate: iso(site.customDomainActiveDate),
    customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
    subdomain: site.subdomain,
  };
}

export function presentVersionSummary(version: VersionSummary): SiteVersionSummary {
  return { _id: version.id, createdAt: version.createdAt.toISOString() };
}

/** A version's document in its own shape: a legacy one (before a conversion) as the legacy editor reads it. */
export function presentVersion(version: VersionRow): SiteVersion | LegacySiteVersion {
  const summary = presentVersionSummary(version);
  if (isLegacyDocument(version.document)) return { ...summary, document: presentLegacyDocument(legacySiteDocument.parse(version.document)) };
  return { ...summary, document: readSiteDocument(version.document) };
}
