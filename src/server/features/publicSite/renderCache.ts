import type { GuestDocument } from "../../../modules/guestDocument";
import { isLegacyDocument, legacySiteDocument, type LegacySiteDocument } from "../../../modules/legacy/document";
import { legacyGuestDocument } from "../../../modules/legacy/guestDocument";
import { isLegacyGuestModule } from "../../../modules/legacy/guestModules";
import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import { shownToGuests } from "../../../modules/emptiness";
import { boundedMap } from "../../boundedMap";
import { sanitizeModule, sanitizeRichText } from "../siteEditing/sanitize";
import type { SiteSummary } from "../../core";
import { encodedBytes, encodePage, type EncodedPage } from "./encodedPage";

/**
 * Parsed documents and rendered pages, kept per process and keyed on the site's
 * updated_at (moved by a database trigger on every change), so an entry is never stale;
 * rendering and compressing are the expensive part of a guest page request.
 */
const MAX_ENTRIES = 500;
/** A page with its brotli and gzip copies is some 50–150 KB; this keeps the few hundred busiest. */
const MAX_PAGE_BYTES = 48 * 1024 * 1024;

const documents = boundedMap<GuestDocument>(MAX_ENTRIES);
/** A legacy site's document itself, for its answer calls; null for a site in the newer shape. */
const legacyDocuments = boundedMap<LegacySiteDocument | null>(MAX_ENTRIES);
const pages = boundedMap<EncodedPage>(MAX_ENTRIES, { maxBytes: MAX_PAGE_BYTES, bytesOf: encodedBytes });
/** Renders under way, so a burst of guests opening a just-saved site renders it once. */
const rendering = new Map<string, Promise<EncodedPage>>();

const version = (site: SiteSummary) => `${site.id}@${site.updatedAt.getTime()}`;

/**
 * The document as guests get it, loaded and validated once per version; a legacy site's
 * (usesSiteModules: false) as the guest page draws it. Hidden and empty modules never leave
 * the server: not in the HTML, not in the hydration data.
 */
export async function guestDocument(site: SiteSummary, load: () => Promise<unknown>): Promise<GuestDocument> {
  const key = version(site);
  let document = documents.get(key);
  if (!document) {
    const stored = shownDocument(await load());
    document = { ...stored, siteModules: stored.siteModules.filter(shownToGuests) };
    documents.set(key, document);
  }
  return document;
}

/** The stored legacy document, validated once per version, as the legacy answer calls check answers against it; null for a newer one. */
export async function legacyDocumentOf(site: SiteSummary, load: () => Promise<unknown>): Promise<LegacySiteDocument | null> {
  const key = version(site);
  let document = legacyDocuments.get(key);
  if (document === undefined) {
    const stored = await load();
    document = isLegacyDocument(stored) ? legacySiteDocument.parse(stored) : null;
    legacyDocuments.set(key, document);
  }
  return document;
}

function shownDocument(stored: unknown): GuestDocument {
  if (!isLegacyDocument(stored)) return readSiteDocument(stored);
  const document = legacyGuestDocument(legacySiteDocument.parse(stored));
  // A legacy document comes from outside (an import): its rich text is cleaned as an editor's save cleans it.
  const siteModules = document.siteModules.map((module) =>
    isLegacyGuestModule(module) ? { ...module, properties: { ...module.properties, text: sanitizeRichText(module.properties.text) } } : { ...sanitizeModule(module), slug: module.slug },
  );
  return { ...document, siteModules } as GuestDocument;
}

/**
 * The page for this site version, language and reservations, rendered and compressed once;
 * rendered again once older than `maxAgeMs` (a running countdown's numbers are in the HTML).
 * While that second render runs, other guests get the page it replaces.
 */
export async function cachedPage(site: SiteSummary, variant: string, now: number, maxAgeMs: number, render: () => Promise<string>): Promise<EncodedPage> {
  const key = `${version(site)}|${variant}`;
  const page = pages.get(key);
  if (page !== undefined && now - page.renderedAt <= maxAgeMs) return page;
  const running = rendering.get(key);
  if (running) return page ?? running;
  const fresh = render()
    .then((html) => encodePage(html, now))
    .then((encoded) => {
      pages.set(key, encoded);
      return encoded;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, fresh);
  return fresh;
}
