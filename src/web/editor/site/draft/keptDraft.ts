import { SITE_DOCUMENT_MAX_BYTES } from "../../../../domain/site/documentSize";
import { tryReadSiteDocument } from "../../../../modules/document/readSiteDocument";
import type { SiteDocument } from "../../../../modules/siteDocument";

/**
 * A draft document kept in the browser's storage under a key, so a reload or a crashed tab
 * loses nothing: quick start and the site editor both keep theirs this way.
 */
export interface KeptDraft {
  /** When the editing of this draft began (ms since the epoch). */
  startedAt: number;
  /** When the draft last changed (ms since the epoch). */
  changedAt: number;
  /** What the draft was made from; its owner tells whether that still holds. */
  basis: string;
  document: SiteDocument;
}

/**
 * The kept draft, or null; one kept by an earlier editor is migrated as a stored document is.
 * Anything unreadable or invalid is removed; one a newer editor kept is left for it (decision 089).
 */
export function readKeptDraft(storage: Storage, key: string): KeptDraft | null {
  let kept: Partial<KeptDraft> | null;
  try {
    kept = JSON.parse(storage.getItem(key) ?? "null") as Partial<KeptDraft> | null;
  } catch {
    kept = null;
  }
  const read = tryReadSiteDocument(kept?.document);
  if ("refused" in read && read.refused === "newer") return null;
  if (!kept || !("document" in read) || typeof kept.startedAt !== "number" || typeof kept.basis !== "string") {
    storage.removeItem(key);
    return null;
  }
  return { startedAt: kept.startedAt, changedAt: typeof kept.changedAt === "number" ? kept.changedAt : kept.startedAt, basis: kept.basis, document: read.document };
}

/**
 * Keeps the draft; one larger than the server would save is not kept (and an older one is
 * removed, so it cannot come back in its place). Answers whether it was kept.
 */
export function keepDraft(storage: Storage, key: string, draft: KeptDraft): boolean {
  const text = JSON.stringify(draft);
  if (new TextEncoder().encode(text).length > SITE_DOCUMENT_MAX_BYTES) {
    storage.removeItem(key);
    return false;
  }
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    // Storage full or refused: editing goes on; only a reload would lose the changes.
    storage.removeItem(key);
    return false;
  }
}

export const forgetDraft = (storage: Storage, key: string) => storage.removeItem(key);
