import { z } from "zod";
import { savedSiteDocument, siteDocument, type SiteDocument } from "../siteDocument";
import { migrateDocument, NewerDocumentError } from "./migrate";
import { DOCUMENT_MIGRATIONS } from "./migrations";

/**
 * The one way in for a stored page document (a site's, a version's, a kept draft, a copy): it is
 * migrated to the current version, then validated. One from a newer product throws
 * NewerDocumentError and is left as it is.
 */
export const migrateSiteDocument = (stored: unknown): unknown => migrateDocument(stored, DOCUMENT_MIGRATIONS);

export const readSiteDocument = (stored: unknown): SiteDocument => siteDocument.parse(migrateSiteDocument(stored));

/** Refuses (NewerDocumentError) a stored document a newer product wrote, before anything is written over it. */
export const requireKnownVersion = (stored: unknown): void => void migrateSiteDocument(stored);

/** The document, or why not: `newer` when a newer product wrote it, `invalid` when it is no page document. */
export function tryReadSiteDocument(stored: unknown): { document: SiteDocument } | { refused: "newer" | "invalid" } {
  try {
    const read = siteDocument.safeParse(migrateSiteDocument(stored));
    return read.success ? { document: read.data } : { refused: "invalid" };
  } catch (error) {
    if (error instanceof NewerDocumentError) return { refused: "newer" };
    throw error;
  }
}

/** What the editor and quick start's registration save: an older document is migrated first, so what is stored has the current version. */
export const savedDocumentInput = z.preprocess(migrateSiteDocument, savedSiteDocument);
