import type { SiteDocument } from "../../../../modules/siteDocument";
import { forgetDraft, keepDraft, readKeptDraft } from "./keptDraft";

/**
 * The unsaved draft of a stored site, kept per account and site until it is saved or
 * discarded. Its basis is a fingerprint of the stored document it was made from: when the
 * site has been saved since (another tab, another device), the draft is stale and restoring it
 * would overwrite that save, so the owner is told.
 */
export interface SiteDraftOffer {
  document: SiteDocument;
  changedAt: number;
  /** The stored site has been saved since this draft was begun. */
  stale: boolean;
}

const SITE_DRAFT_KEY = "siteDraft";

/** The account is told by its mail address, kept only as a fingerprint. */
export const siteDraftKey = (accountMail: string, siteId: string) => `${SITE_DRAFT_KEY}:${fingerprint(accountMail.toLowerCase())}:${siteId}`;

/** FNV-1a over the text, with its length: enough to tell two stored documents apart. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

/** Of the content without its version: a draft kept before an upgrade was made from the page the editor now reads at the newer version. */
export const documentFingerprint = ({ documentVersion: _version, ...content }: SiteDocument) => fingerprint(JSON.stringify(content));

/** The draft to offer on opening the editor; none when nothing differs from the stored site. */
export function siteDraftOffer(storage: Storage, key: string, stored: SiteDocument): SiteDraftOffer | null {
  const kept = readKeptDraft(storage, key);
  if (!kept) return null;
  const storedPrint = documentFingerprint(stored);
  if (documentFingerprint(kept.document) === storedPrint) {
    forgetDraft(storage, key);
    return null;
  }
  return { document: kept.document, changedAt: kept.changedAt, stale: kept.basis !== storedPrint };
}

/** Keeps the draft with the stored document it was made from; false when it was too large to keep. */
export function keepSiteDraft(storage: Storage, key: string, draft: SiteDocument, basis: SiteDocument, now: number): boolean {
  return keepDraft(storage, key, { startedAt: now, changedAt: now, basis: documentFingerprint(basis), document: draft });
}

export { forgetDraft as forgetSiteDraft };
