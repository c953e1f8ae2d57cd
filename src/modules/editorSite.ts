import type { GiftReservation } from "./giftRegistry/schema";
import type { SiteDocument } from "./siteDocument";

/** Answers of the editor's site calls (spec 3, sections 4 to 7) that carry the whole document, shared by the editor and the server. */

/** The allow-listed settings every editor site answer starts with, whichever shape its document has. */
export interface EditorSiteSettings {
  _id: string;
  host: string | null;
  active: boolean;
  activeDate: string | null;
  activeExpireDate: string | null;
  /** Whether guests need a password; the password itself never leaves the server. */
  hasPassword: boolean;
  metaNoindex: boolean;
  customDomainActive: boolean;
  customDomainActiveDate: string | null;
  /** Own-domain registrations paid for and not yet used. */
  customDomainRegistrationsAvailable: number;
  /** The bought subdomain host, which keeps answering when `host` is an own domain. */
  subdomain: string | null;
}

/** The site as the editor loads and saves it: its settings, then the whole document. */
export type EditorSite = EditorSiteSettings & {
  giftRegistryReservations: GiftReservation[];
  /** Ids of the RSVP and Form modules that already have answers. */
  formsWithAnswers: string[];
  /** Form recipients (lower-cased) that have not yet confirmed through their mailed link; the owner gets their mail meanwhile. */
  awaitingConfirmation: string[];
  /** The version holding this document (null before the first save): a save sends it back as `baseVersionId` (decision 102). */
  versionId: string | null;
} & SiteDocument;

export interface SiteVersionSummary {
  _id: string;
  createdAt: string;
  /** In the version list: the version has the legacy shape (the page before a conversion). */
  legacy?: boolean;
  /** In the version list: the mail of the account that saved it (the owner or a co-owner); null when not known. */
  savedBy?: string | null;
}

export interface SiteVersion extends SiteVersionSummary {
  document: SiteDocument;
}

/**
 * GET /api/sites/quick-start/ and POST /api/sites/quick-start/wizard/: the starter site to edit
 * (`_id` "quick-start", or "START-WIZARD" for the wizard's), and the site of a logged-in visitor.
 */
export interface QuickStartSiteResponse {
  site: EditorSite;
  loggedInUsersSiteId: string | null;
}
