import { z } from "zod";
import type { GiftReservation } from "../../modules/giftRegistry/schema";
import type { SiteDocument } from "../../modules/siteDocument";
import { PASSWORD_MAX_LENGTH } from "../limits";

/** Payloads and answers of the editor's site calls (spec 3, sections 4 to 7), shared by the editor and the server. */

/** The guest password: trimmed; an empty string removes it. */
export const sitePasswordSchema = z.object({ password: z.string().trim().max(PASSWORD_MAX_LENGTH) });
export const metaNoindexSchema = z.object({ metaNoindex: z.boolean() });

export type SitePasswordPayload = z.infer<typeof sitePasswordSchema>;
export type MetaNoindexPayload = z.infer<typeof metaNoindexSchema>;

/** The site as the editor loads and saves it: its settings, then the whole document. */
export type EditorSite = {
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
  giftRegistryReservations: GiftReservation[];
  /** Ids of the RSVP and Form modules that already have answers. */
  formsWithAnswers: string[];
  /** Form recipients (lower-cased) that have not yet confirmed through their mailed link; the owner gets their mail meanwhile. */
  awaitingConfirmation: string[];
} & SiteDocument;

export interface SiteVersionSummary {
  _id: string;
  createdAt: string;
}

export interface SiteVersion extends SiteVersionSummary {
  document: SiteDocument;
}
