import { siteDocument, type SiteDocument } from "../../../modules/siteDocument";
import { shownToGuests } from "../../../modules/emptiness";
import { boundedMap } from "../../boundedMap";
import type { SiteSummary } from "../sites/repository";

/**
 * Parsed documents and rendered pages, kept per process and keyed on the site's
 * updated_at (moved by a database trigger on every change), so an entry is never stale;
 * rendering is the expensive part of a guest page request.
 */
const MAX_ENTRIES = 500;

const documents = boundedMap<SiteDocument>(MAX_ENTRIES);
const pages = boundedMap<{ html: Buffer; renderedAt: number }>(MAX_ENTRIES);

const version = (site: SiteSummary) => `${site.id}@${site.updatedAt.getTime()}`;

/**
 * The document as guests get it, loaded and validated once per version. Hidden and empty
 * modules never leave the server: not in the HTML, not in the hydration data.
 */
export async function guestDocument(site: SiteSummary, load: () => Promise<unknown>): Promise<SiteDocument> {
  const key = version(site);
  let document = documents.get(key);
  if (!document) {
    const stored = siteDocument.parse(await load());
    document = { ...stored, siteModules: stored.siteModules.filter(shownToGuests) };
    documents.set(key, document);
  }
  return document;
}

/**
 * The page for this site version, language and reservations, rendered (and encoded) once;
 * rendered again once older than `maxAgeMs` (a running countdown's numbers are in the HTML).
 */
export async function cachedPage(site: SiteSummary, variant: string, now: number, maxAgeMs: number, render: () => Promise<string>): Promise<Buffer> {
  const key = `${version(site)}|${variant}`;
  let page = pages.get(key);
  if (page === undefined || now - page.renderedAt > maxAgeMs) {
    page = { html: Buffer.from(await render()), renderedAt: now };
    pages.set(key, page);
  }
  return page.html;
}
